/**
 * `measureService(target)`: the suppressions list and daily statistics over real HTTP against the
 * loaded bench service, one request at a time, then the list endpoint under concurrent load.
 */
import { encodeCursor } from '../../server/store/repos/cursor';
import { ms, type BenchRow } from '../report';
import type { BenchTarget } from './bench-service';
import { measureLoad } from './load-test';
import { formatP50P95, p50p95, timedGet } from './timing';

export interface ServiceBenchTarget extends BenchTarget {
  stats: { from: string; to: string; domainId: number };
  searches: { label: string; q: string }[];
  broadSearches: { label: string; q: string }[];
  /** created_at of the list's middle row, to start deep pages there. */
  middle: { createdAt: string; email: string };
}

type Page = { data: { suppressions: unknown[]; total: number; next_cursor: string | null } };

const repeats = 30;
const budget = { page: 20, search: 50, stats: 100 };

export async function measureService(target: ServiceBenchTarget): Promise<BenchRow[]> {
  const list = (params: Record<string, string>) =>
    `${target.baseUrl}/api/v1/suppressions?${new URLSearchParams({ limit: '50', ...params })}`;
  const getPage = (url: string) => timedGet<Page>(url, target.adminKey);
  const rows: BenchRow[] = [];
  const row = (measure: string, sample: number[], limit: number | null) => {
    const s = p50p95(sample);
    rows.push({
      area: 'service',
      measure,
      value: formatP50P95(s),
      budget: limit === null ? '—' : `p95 < ${limit} ms`,
      met: limit === null ? null : s.p95 < limit,
    });
  };
  /** The same request `repeats` times, after one unmeasured warm-up. */
  const repeated = async (url: string) => {
    await getPage(url);
    const sample: number[] = [];
    for (let i = 0; i < repeats; i++) sample.push((await getPage(url)).msTaken);
    return sample;
  };
  /** Follows next_cursor from `params` for up to `repeats` pages. */
  const walk = async (params: Record<string, string>) => {
    const sample: number[] = [];
    let cursor: string | null | undefined = params.cursor;
    for (let i = 0; i < repeats && (i === 0 || cursor); i++) {
      const { msTaken, body } = await getPage(list({ ...params, ...(cursor ? { cursor } : {}) }));
      sample.push(msTaken);
      cursor = body.data.next_cursor;
    }
    return sample;
  };

  const deepCursors = {
    created_at_desc: encodeCursor('created_at_desc', target.middle.createdAt, Number.MAX_SAFE_INTEGER),
    created_at_asc: encodeCursor('created_at_asc', target.middle.createdAt, 1),
    email_asc: encodeCursor('email_asc', target.middle.email, 1),
  };
  for (const order of ['created_at_desc', 'created_at_asc', 'email_asc'] as const) {
    row(`list, 50 rows, ${order}: first page`, await repeated(list({ order })), budget.page);
    row(
      `list, 50 rows, ${order}: ${repeats} pages from the middle`,
      await walk({ order, cursor: deepCursors[order] }),
      budget.page,
    );
  }
  row('list, `reason=complaint` (5%)', await repeated(list({ reason: 'complaint' })), budget.page);
  row(
    'list, `reason=hard_bounce,unsubscribe`, email_asc',
    await repeated(list({ reason: 'hard_bounce,unsubscribe', order: 'email_asc' })),
    budget.page,
  );

  const searchSamples: number[] = [];
  for (const s of target.searches) {
    const sample = [...(await repeated(list({ q: s.q }))), ...(await walk({ q: s.q }))];
    searchSamples.push(...sample);
    row(`search ${s.label}`, sample, budget.search);
  }
  row('search, all of the above together', searchSamples, budget.search);
  for (const s of target.broadSearches) {
    row(
      `broad search ${s.label}`,
      [...(await repeated(list({ q: s.q }))), ...(await walk({ q: s.q }))],
      budget.search,
    );
  }

  const statsUrl = (extra: Record<string, string>) =>
    `${target.baseUrl}/api/v1/stats/daily?${new URLSearchParams({ from: target.stats.from, to: target.stats.to, ...extra })}`;
  const statsSample = async (url: string) => {
    const first = await timedGet<{ data: { days: unknown[] } }>(url, target.statsKey);
    if (first.body.data.days.length !== 366)
      throw new Error(`expected 366 days, got ${first.body.data.days.length}`);
    const sample: number[] = [];
    for (let i = 0; i < repeats; i++) sample.push((await timedGet(url, target.statsKey)).msTaken);
    return sample;
  };
  row('/stats/daily, 366 days, all domains', await statsSample(statsUrl({})), budget.stats);
  row(
    '/stats/daily, 366 days, one domain',
    await statsSample(statsUrl({ domain_id: String(target.stats.domainId) })),
    budget.stats,
  );

  rows.push(...(await measureLoad(target, list({}), list({ q: target.searches[0]!.q }))));
  return rows;
}

export { ms };
