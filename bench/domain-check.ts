/**
 * `npm run bench:domains`: sending domains' checks against Debian's dnsmasq on loopback serving every
 * test fixture plus `DOMAINS` (default 1,000) domains published right.
 *
 * The DNS engine alone (`createDnsCheck`): one domain's full check (SPF evaluated for the sending IP
 * and a stranger, DKIM, return path, DMARC, reverse DNS, two blocklists) `ROUNDS` times one after
 * another, and every domain checked once, `CONCURRENCY` checks at a time (each with its own 8 queries
 * in flight). The default deadlines apply.
 *
 * The service, on each engine of `BENCH_ENGINES` (default `pglite,postgres`; PostgreSQL as the other
 * benches find it, `BENCH_DATABASE_URL` or the bench's own cluster, in a throwaway schema): `DOMAINS`
 * domains added through the API and published, one whole round of the periodic re-check on this one
 * process, and the domain list over HTTP (`REQUESTS` requests; see service/measure-domains.ts).
 *
 * Exits with 1 when a budget is missed or a check of a domain published right does not come back
 * all verified (the service's: not every domain Ready).
 */
import { cpus, loadavg } from 'node:os';
import { createDnsCheck } from '../server/services/domains/dns-check/check-domain';
import { dnsSettingsFromEnv } from '../server/services/domains/dns-check/dns-settings';
import type { DnsCheckInput, DnsCheckResult } from '../server/services/domains/dns-check/types';
import { startDnsFixtureServer } from '../server/test/dns/dns-fixture-server';
import { fixtureDkimKey, fixtureZones } from '../server/test/dns/domain-fixtures';
import { expectedRecords, published, world } from '../server/test/dns/sender-world';
import { ms, percentile, printTable, type BenchRow } from './report';
import { benchEnginesFromEnv, engineLabel, freshBenchStore } from './service/bench-store';
import { measureDomainService } from './service/measure-domains';

const domains = Number(process.env.DOMAINS ?? 1_000);
const rounds = Number(process.env.ROUNDS ?? 50);
const concurrency = Number(process.env.CONCURRENCY ?? 20);
const requests = Number(process.env.REQUESTS ?? 200);
const { engines, pg, unavailable } = benchEnginesFromEnv();
const names = Array.from({ length: domains }, (_, i) => `d${String(i).padStart(5, '0')}.bench.test`);

const dnsbl = dnsSettingsFromEnv({ DNSBL_ZONES: world.dnsblZones }).dnsbl;
const input = (domain: string): DnsCheckInput => ({
  domain,
  expected: expectedRecords(domain, fixtureDkimKey),
  spfInclude: world.spfInclude,
  sendingIps: [world.sendingIp],
  dnsbl,
});
const allRight = (r: DnsCheckResult) =>
  r.records.every((x) => x.status === 'verified') &&
  r.reverseDns.every((x) => x.status === 'verified') &&
  r.blocklists.every((x) => x.status === 'clear');

const zones = fixtureZones();
zones.records.push(...names.flatMap((name) => published(expectedRecords(name, fixtureDkimKey))));
const dns = await startDnsFixtureServer(zones);
const check = createDnsCheck({ servers: [dns.server] });
const loadBefore = loadavg()[0]!;
try {
  for (let warm = 0; warm < 5; warm++) await check(input(names[0]!));
  const one: number[] = [];
  let oneWrong = 0;
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    if (!allRight(await check(input(names[i % names.length]!)))) oneWrong++;
    one.push(performance.now() - started);
  }

  let next = 0;
  let wrong = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < names.length) if (!allRight(await check(input(names[next++]!)))) wrong++;
    }),
  );
  const roundMs = performance.now() - started;

  const p95 = percentile(one, 95);
  const rows: BenchRow[] = [
    {
      area: 'service',
      measure: `one domain's full check against dnsmasq on loopback: p50 · p95 · slowest (${rounds} checks, one at a time)`,
      value: `${ms(percentile(one, 50))} · ${ms(p95)} · ${ms(Math.max(...one))}${oneWrong ? ` · ${oneWrong} not all verified` : ''}`,
      budget: 'p95 < 1 s',
      met: p95 < 1_000 && oneWrong === 0,
    },
    {
      area: 'service',
      measure: `${domains.toLocaleString('en')} domains checked once, ${concurrency} at a time, one process`,
      value: `${(roundMs / 1000).toFixed(1)} s (${Math.round(domains / (roundMs / 1000))} domains/s)${wrong ? ` · ${wrong} not all verified` : ''}`,
      budget: '< 60 s',
      met: roundMs < 60_000 && wrong === 0,
    },
  ];
  for (const engine of engines) {
    if (engine === 'postgres' && !pg) continue;
    console.log(`\n== ${engineLabel(engine)} ==`);
    const store = await freshBenchStore(engine, pg);
    rows.push(...(await measureDomainService({ engine, store, dns, zones, domains, requests })));
  }
  console.log(
    `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.versions.node}; load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
  );
  printTable(rows);
  process.exitCode = rows.some((r) => r.met === false) || unavailable !== undefined ? 1 : 0;
} finally {
  await dns.stop();
  pg?.stop();
}
