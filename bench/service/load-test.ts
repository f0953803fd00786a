/**
 * The list endpoint under concurrent load (autocannon): alone, then while searches run alongside.
 * PGlite answers one query at a time on the service's event loop, so a slow query delays every
 * request queued behind it; the second run shows by how much.
 */
import autocannon from 'autocannon';
import { ms, type BenchRow } from '../report';
import type { BenchTarget } from './bench-service';

const connections = 10;
const duration = 10;

const run = (url: string, key: string) =>
  autocannon({ url, connections, duration, headers: { authorization: `Bearer ${key}` } });

export async function measureLoad(
  target: BenchTarget & { cpuMs(): number },
  listUrl: string,
  searchUrl: string,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  let cpuMark = target.cpuMs();
  /** Service CPU per request over the run (all connections' requests). */
  const report = (label: string, r: autocannon.Result, requests = r.requests.total) => {
    if (r.non2xx || r.errors) throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    const cpu = (target.cpuMs() - cpuMark) / requests;
    cpuMark = target.cpuMs();
    rows.push({
      area: 'service',
      measure: `${label} (autocannon, ${connections} connections, ${duration} s)`,
      value: `${Math.round(r.requests.average).toLocaleString('en')} req/s · p50 ${ms(r.latency.p50)} · p99 ${ms(r.latency.p99)} · CPU ${ms(cpu)}/req`,
      budget: '—',
      met: null,
    });
  };
  report('list, 50 rows, first page', await run(listUrl, target.adminKey));
  // Two search connections beside the list's ten: people searching while others page.
  const [list, search] = await Promise.all([
    run(listUrl, target.adminKey),
    autocannon({
      url: searchUrl,
      connections: 2,
      duration,
      headers: { authorization: `Bearer ${target.adminKey}` },
    }),
  ]);
  report(
    'list, 50 rows, with 2 connections searching alongside',
    list,
    list.requests.total + search.requests.total,
  );
  return rows;
}
