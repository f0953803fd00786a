/**
 * `npm run bench:classification-cost`: what bounce classification adds to the event write path,
 * as an A/B inside one process so that the machine's own speed, which drifts by ±20% between runs
 * here, falls on both sides alike.
 *
 * A is the service as it is. B is the same service without classification: the classifier answers
 * null (no class stored on events or suppressions, no bounce counters, no class in webhook bodies,
 * no failure summary on messages) and B's store lacks classification's indexes on the tables the
 * write path writes. Each round starts one fresh service of each kind (PGlite in memory, or a
 * throwaway schema on `TEST_DATABASE_URL`), submits `BENCH_MESSAGES` messages to both, then records
 * their events one simulator step (one transaction) at a time, A B B A …, timing each step. Steps a
 * few milliseconds apart see the same machine, so its drift cancels out. Prints each side's µs per
 * event over every round, and the rounds' ratios.
 */
import { loadavg } from 'node:os';
import { test, vi } from 'vitest';
import { advanceDueMessage } from '../server/services/messages/advance';
import { startTestService } from '../server/test/harness';

const variant = vi.hoisted(() => ({ classify: true }));

vi.mock(import('../server/store/repos/event-classification'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    classifyEvent: (type, attrs) => (variant.classify ? real.classifyEvent(type, attrs) : null),
  };
});

const messages = Number(process.env.BENCH_MESSAGES ?? 150);
const rounds = Number(process.env.BENCH_ROUNDS ?? 8);
const local = ['deliver', 'bounce', 'soft', 'complain', 'open'];
/** The indexes the store has only for classification's sake, on tables the write path writes. */
const withoutClassification = `
  DROP INDEX messages_failures_created_idx;
  DROP INDEX suppressions_bounce_class_idx;`;

async function startSide(classify: boolean, round: number) {
  variant.classify = classify;
  const s = await startTestService();
  if (!classify) await s.db.exec(withoutClassification);
  for (let i = 0; i < messages; i++) {
    const r = await s.call('POST', '/messages', {
      to: `${local[i % local.length]}+${round}-${i}@gmail.com`,
      subject: 'write path',
    });
    if (r.status !== 202) throw new Error(`submit: ${r.status} ${r.text}`);
  }
  return { s, classify, ms: 0, done: false };
}
type Side = Awaited<ReturnType<typeof startSide>>;

/** One step of one side, timed; false once nothing is due. */
async function step(side: Side) {
  if (side.done) return;
  variant.classify = side.classify;
  const started = performance.now();
  const applied = await advanceDueMessage(side.s.ctx);
  side.ms += performance.now() - started;
  side.done = !applied;
}

async function finish(side: Side) {
  try {
    const [row] = await side.s.db.query<{ n: number; classified: number }>(
      'SELECT count(*)::int AS n, count(bounce_class)::int AS classified FROM message_events',
    );
    // Guards the comparison itself: A must classify, B must not.
    if (side.classify !== row!.classified > 0) throw new Error(`${row!.classified} classified events`);
    return { ms: side.ms, events: row!.n };
  } finally {
    await side.s.close();
  }
}

test('classification cost on the event write path', async () => {
  const totals = { with: { ms: 0, events: 0 }, without: { ms: 0, events: 0 } };
  const ratios: number[] = [];
  for (let r = -1; r < rounds; r++) {
    const a = await startSide(true, r);
    const b = await startSide(false, r);
    for (let i = 0; !(a.done && b.done); i++) {
      // A B, then B A: neither side always goes first.
      for (const side of i % 2 ? [b, a] : [a, b]) await step(side);
    }
    const ra = await finish(a);
    const rb = await finish(b);
    if (r < 0) continue; // the warm-up round: module loading and the JIT
    totals.with.ms += ra.ms;
    totals.with.events += ra.events;
    totals.without.ms += rb.ms;
    totals.without.events += rb.events;
    ratios.push(ra.ms / ra.events / (rb.ms / rb.events));
    console.log(
      `round ${r + 1}: with ${perEvent(ra).toFixed(0)} µs, without ${perEvent(rb).toFixed(0)} µs per event (×${ratios.at(-1)!.toFixed(3)})`,
    );
  }
  const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const added = perEvent(totals.with) / perEvent(totals.without) - 1;
  const sorted = [...ratios].sort((x, y) => x - y);
  console.log(
    [
      `${engine}, ${rounds} rounds of ${messages} messages a side (load ${loadavg()[0]!.toFixed(1)}):`,
      `  with classification: ${perEvent(totals.with).toFixed(0)} µs per event (${totals.with.events} events)`,
      `  without:             ${perEvent(totals.without).toFixed(0)} µs per event (${totals.without.events} events)`,
      `  added: ${(added * 100).toFixed(1)}%; rounds from ${pct(sorted[0]!)} to ${pct(sorted.at(-1)!)}`,
    ].join('\n'),
  );
});

const perEvent = (t: { ms: number; events: number }) => (t.ms * 1000) / t.events;
const pct = (ratio: number) => `${((ratio - 1) * 100).toFixed(1)}%`;
