/**
 * `measureService(target)`: the suppressions list and daily statistics over real HTTP against the
 * loaded bench service, one request at a time, then the list endpoint under concurrent load.
 */
import { availableParallelism, loadavg } from 'node:os';
import { encodeCursor } from '../../server/store/repos/cursor';
import { ms, type BenchRow } from '../report';
import type { BenchTarget } from './bench-service';
import { measureLoad } from './load-test';
import { formatP50P95, p50p95, postJson, timedGet } from './timing';

export interface ServiceBenchTarget extends BenchTarget {
  stats: { from: string; to: string; domainId: number };
  searches: { label: string; q: string }[];
  broadSearches: { label: string; q: string }[];
  /** Queries asked once each, by shape (see distinctSearches). */
  distinct: { shape: string; queries: string[] }[];
  /** created_at of the list's middle row, to start deep pages there. */
  middle: { createdAt: string; email: string };
  /** The service process's CPU time so far: what a request costs, whatever else runs on the machine. */
  cpuMs(): number;
  /** The first start's Owner link token (the pages only a person opens are measured with it). */
  ownerToken(): string | undefined;
}

type Page = { data: { suppressions: unknown[]; total: number; next_cursor: string | null } };

/**
 * Samples per row. A p95 of 40 samples is the third-slowest, so a single garbage collection or a
 * moment without a core could decide it; of 100 it is the sixth.
 */
const repeats = 100;
const budget = { page: 20, search: 50, stats: 100 };

export async function measureService(target: ServiceBenchTarget): Promise<BenchRow[]> {
  const list = (params: Record<string, string>) =>
    `${target.baseUrl}/api/v1/suppressions?${new URLSearchParams({ limit: '50', ...params })}`;
  const getPage = (url: string) => (requests++, timedGet<Page>(url, target.adminKey));
  const rows: BenchRow[] = [];
  let cpuMark = target.cpuMs();
  let requests = 0;
  /** Service CPU per request since the previous row (10 ms ticks, so a row needs many requests). */
  const cpuPerRequest = () => {
    const now = target.cpuMs();
    const perRequest = (now - cpuMark) / Math.max(1, requests);
    [cpuMark, requests] = [now, 0];
    return perRequest;
  };
  const row = (measure: string, sample: number[], limit: number | null, cpu = true, prefix = '') => {
    const s = p50p95(sample);
    const cpuNote = cpu ? ` · CPU ${ms(cpuPerRequest())}/req` : '';
    rows.push({
      area: 'service',
      measure,
      value: `${prefix}${formatP50P95(s)}${cpuNote}`,
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
  // Warm-up, unmeasured: the first requests after a start pay for JIT and cold buffers.
  for (let i = 0; i < 50; i++) await getPage(list({ order: i % 2 ? 'email_asc' : 'created_at_desc' }));
  cpuPerRequest();
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

  /** First page right after a write (a suppression added and removed): the search is counted anew. */
  let writes = 0;
  const afterWrites = async (url: string) => {
    const sample: number[] = [];
    for (let i = 0; i < 5; i++) {
      requests += 2;
      const added = await postJson(target, '/api/v1/suppressions', {
        email: `bench-write-${writes++}@example.org`,
      });
      await postJson(target, `/api/v1/suppressions/${added.data.suppression.id}`, undefined, 'DELETE');
      sample.push((await getPage(url)).msTaken);
    }
    return sample;
  };
  const search = async (q: string) => {
    const cold = await afterWrites(list({ q }));
    const warm = [...(await repeated(list({ q }))), ...(await walk({ q }))];
    return { cold, all: [...cold, ...warm] };
  };
  const searchSamples: number[] = [];
  for (const s of target.searches) {
    const { cold, all } = await search(s.q);
    searchSamples.push(...all);
    row(`search ${s.label}: after a write; all`, all, budget.search, true, `${formatP50P95(p50p95(cold))}; `);
  }
  row('search, all of the above together', searchSamples, budget.search, false);
  for (const s of target.broadSearches) {
    const { cold, all } = await search(s.q);
    row(`broad search ${s.label}: after a write; all`, all, null, true, `${formatP50P95(p50p95(cold))}; `);
  }

  // Each query asked once, never seen before: what a person typing a new search waits for (the page
  // and its total in one answer; past 10,000 matches the total says "more than").
  const distinctSamples: number[] = [];
  for (const { shape, queries } of target.distinct) {
    const sample: number[] = [];
    for (const q of queries) sample.push((await getPage(list({ q }))).msTaken);
    distinctSamples.push(...sample);
    row(`search asked once (${sample.length} distinct queries): ${shape}`, sample, budget.search);
  }
  row(
    `search asked once, every shape together (${distinctSamples.length} queries)`,
    distinctSamples,
    budget.search,
    false,
  );

  const statsUrl = (extra: Record<string, string>) =>
    `${target.baseUrl}/api/v1/stats/daily?${new URLSearchParams({ from: target.stats.from, to: target.stats.to, ...extra })}`;
  const statsSample = async (url: string) => {
    requests += repeats + 1;
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
  row(
    '/stats/daily, 366 days, all domains, group_by=provider',
    await statsSample(statsUrl({ group_by: 'provider' })),
    budget.stats,
  );

  cpuPerRequest();
  rows.push(...(await measureLoad(target, list({}), list({ q: target.searches[0]!.q }))));
  // Other work on the machine inflates every figure above: say how busy it was.
  const [load1, load5] = loadavg();
  rows.push({
    area: 'service',
    measure: `machine load while measuring (${availableParallelism()} cores): 1 and 5 minute load average`,
    value: `${load1!.toFixed(1)} · ${load5!.toFixed(1)}`,
    budget: '—',
    met: null,
  });
  return rows;
}
