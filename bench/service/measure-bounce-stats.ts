/**
 * `/stats/bounces` for 366 days ("Why mail failed"), once per `group_by`, over the bench's event
 * history: 100 requests after a first one each, p50/p95 against the statistics budget.
 */
import { bounceGroupings } from '../../src/contract';
import type { BenchRow } from '../report';
import { formatP50P95, p50p95, timedGet } from './timing';

const budgetMs = 100;

export async function measureBounceStats(target: { baseUrl: string; statsKey: string; to: string }) {
  const from = new Date(Date.parse(target.to) - 365 * 86_400_000).toISOString().slice(0, 10);
  const rows: BenchRow[] = [];
  for (const groupBy of bounceGroupings) {
    const url = `${target.baseUrl}/api/v1/stats/bounces?${new URLSearchParams({ from, to: target.to, group_by: groupBy })}`;
    const first = await timedGet<{ data: { days: unknown[]; groups: { total: number }[] } }>(
      url,
      target.statsKey,
    );
    const { days, groups } = first.body.data;
    if (days.length !== 366) throw new Error(`expected 366 days, got ${days.length}`);
    // A history loaded before the failure counters existed has none: rebuild it (delete bench/.work).
    if (!groups.some((g) => g.total > 0))
      throw new Error('no failures counted: the cached history predates them');
    const sample: number[] = [];
    for (let i = 0; i < 100; i++) sample.push((await timedGet(url, target.statsKey)).msTaken);
    const s = p50p95(sample);
    rows.push({
      area: 'service',
      measure: `/stats/bounces, 366 days, all domains, group_by=${groupBy}`,
      value: formatP50P95(s),
      budget: `p95 < ${budgetMs} ms`,
      met: s.p95 < budgetMs,
    });
  }
  return rows;
}
