/**
 * Removing a whole filter on the service, and undoing it: every unsubscribe of the bench's list
 * (a quarter of a million rows at 1M) through `POST /suppressions/removals` and its steps of 5,000,
 * then put back; the list must hold exactly what it held before.
 */
import type { BenchRow } from '../report';
import type { BenchTarget } from './bench-service';
import { postJson } from './timing';

type Removal = { id: string; matched: number; removed: number; restored: number; skipped: number };

export async function measureFilterRemoval(target: BenchTarget): Promise<BenchRow[]> {
  const count = async () =>
    (
      await (
        await fetch(`${target.baseUrl}/api/v1/suppressions?limit=1&reason=unsubscribe`, {
          headers: { authorization: `Bearer ${target.adminKey}` },
        })
      ).json()
    ).data.total as number;
  const before = await count();
  const { removal } = (await postJson(target, '/api/v1/suppressions/removals', { reason: ['unsubscribe'] }))
    .data as { removal: Removal };
  const run = async (action: 'continue' | 'restore') => {
    const started = performance.now();
    let last: Removal = removal;
    for (let done = false; !done;) {
      const step = (await postJson(target, `/api/v1/suppressions/removals/${removal.id}/${action}`, {}))
        .data as { removal: Removal; done: boolean };
      ({ done } = step);
      last = step.removal;
    }
    return { seconds: (performance.now() - started) / 1000, removal: last };
  };
  const removed = await run('continue');
  const gone = await count();
  const restored = await run('restore');
  const after = await count();
  const rate = (n: number, s: number) => `${Math.round(n / s).toLocaleString('en-US')} rows/s`;
  console.log(
    `  filter removal: ${before} unsubscribes, ${removed.removal.removed} removed in ${removed.seconds.toFixed(1)} s ` +
      `(${gone} left), ${restored.removal.restored} put back in ${restored.seconds.toFixed(1)} s (${after} after)`,
  );
  const label = `${removed.removal.removed.toLocaleString('en-US')} rows`;
  return [
    {
      area: 'service',
      measure: `remove a whole filter (reason=unsubscribe, ${label}) in steps of 5,000`,
      value: `${rate(removed.removal.removed, removed.seconds)} (${removed.seconds.toFixed(1)} s)`,
      budget: '—',
      met: null,
    },
    {
      area: 'service',
      measure: `undo it: put the ${label} back exactly`,
      value: `${rate(restored.removal.restored, restored.seconds)} (${restored.seconds.toFixed(1)} s)`,
      budget: '—',
      met: null,
    },
    {
      area: 'service',
      measure: 'the filter after removal · after undo (rows)',
      value: `${gone.toLocaleString('en-US')} · ${after.toLocaleString('en-US')} of ${before.toLocaleString('en-US')}`,
      budget: `0 · ${before.toLocaleString('en-US')}`,
      met: gone === 0 && after === before,
    },
  ];
}
