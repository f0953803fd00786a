/**
 * `/stats/daily` for 366 days with `group_by=provider` (the statistics by mailbox provider), over
 * the bench's event history: 100 requests after a first one, p50/p95 against the statistics budget.
 */
import type { BenchRow } from '../report';
import { formatP50P95, p50p95, timedGet } from './timing';

const budgetMs = 100;

export async function measureProviderStats(target: { baseUrl: string; statsKey: string; to: string }) {
  const from = new Date(Date.parse(target.to) - 365 * 86_400_000).toISOString().slice(0, 10);
  const url = `${target.baseUrl}/api/v1/stats/daily?${new URLSearchParams({ from, to: target.to, group_by: 'provider' })}`;
  const first = await timedGet<{ data: { providers?: { days: unknown[] }[] } }>(url, target.statsKey);
  const days = first.body.data.providers?.[0]?.days.length;
  if (days !== 366) throw new Error(`expected 366 days per provider, got ${days}`);
  const sample: number[] = [];
  for (let i = 0; i < 100; i++) sample.push((await timedGet(url, target.statsKey)).msTaken);
  const s = p50p95(sample);
  const row: BenchRow = {
    area: 'service',
    measure: '/stats/daily, 366 days, all domains, group_by=provider',
    value: formatP50P95(s),
    budget: `p95 < ${budgetMs} ms`,
    met: s.p95 < budgetMs,
  };
  return [row];
}
