/**
 * The domains' service rows on one engine: `domains` sending domains added through POST /domains (each
 * with its own DKIM key), their records published in the loopback dnsmasq, then whole rounds of the
 * service's periodic re-check (`recheckDueDomains` until none is due: its own claim and bounded
 * concurrency, the built-in engine on DNS_SERVERS) on this one process, the first and one an interval
 * later, and GET /domains with them all over HTTP.
 */
import { recheckDueDomains } from '../../server/services/domains/recheck-due';
import type { DnsFixtureServer, FixtureZones } from '../../server/test/dns/dns-fixture-server';
import { published, world } from '../../server/test/dns/sender-world';
import { startTestService, type TestStore } from '../../server/test/harness';
import type { BenchRow } from '../report';
import type { BenchEngine } from './bench-store';
import { formatP50P95, p50p95, timedGet } from './timing';

interface ApiRecord {
  fqdn: string;
  type: 'TXT' | 'CNAME';
  value: string;
}
interface ListedDomain {
  name: string;
  health: string;
  checked_at: string | null;
}

interface Round {
  /** Checks made: a domain whose slot comes up while the round runs is rightly checked again. */
  checks: number;
  ms: number;
  /** What went wrong: failed checks, domains this round did not check or found not Ready. */
  wrong: string[];
}

/**
 * `recheckDueDomains` until it finds none due, as the service's loop runs it while some are; then
 * every domain must have been checked in this round (at or after its clock's start) and be Ready.
 */
async function recheckRound(
  ctx: Parameters<typeof recheckDueDomains>[0],
  list: () => Promise<ListedDomain[]>,
): Promise<Round> {
  let checks = 0;
  const wrong: string[] = [];
  const since = ctx.now().getTime();
  const started = performance.now();
  for (let n; (n = await recheckDueDomains(ctx, (e, d) => wrong.push(`${d}: ${e.message}`)));) checks += n;
  const ms = performance.now() - started;
  for (const d of await list())
    if (!d.checked_at || Date.parse(d.checked_at) < since) wrong.push(`${d.name}: not checked`);
    else if (d.health !== 'ready') wrong.push(`${d.name}: ${d.health}`);
  return { checks, ms, wrong };
}

export async function measureDomainService(options: {
  engine: BenchEngine;
  store: TestStore;
  dns: DnsFixtureServer;
  /** What the DNS server serves besides these domains' records (the fixtures, the engine rows' domains). */
  zones: FixtureZones;
  domains: number;
  requests: number;
}): Promise<BenchRow[]> {
  const { engine, dns, zones, domains, requests } = options;
  const s = await startTestService(
    {
      DNS_SERVERS: [dns.server],
      SPF_INCLUDE: world.spfInclude,
      RETURN_PATH_HOST: world.returnPathHost,
      SENDING_IPS: [world.sendingIp],
      DNSBL_ZONES: world.dnsblZones,
    },
    { store: options.store },
  );
  try {
    const names = Array.from({ length: domains }, (_, i) => `s${String(i).padStart(5, '0')}.bench.test`);
    console.log(`Adding ${domains.toLocaleString('en')} domains through POST /domains (an RSA key each)…`);
    const addStart = performance.now();
    const records: ApiRecord[] = [];
    let next = 0;
    // Four at a time: key generation runs on libuv's four threads.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let name = names[next++]; name; name = names[next++]) {
          const r = await s.call('POST', '/domains', { name }, s.keys.admin);
          if (r.status !== 201) throw new Error(`POST /domains ${name} → ${r.status}: ${r.text}`);
          records.push(...(r.json.data.records as ApiRecord[]));
        }
      }),
    );
    console.log(`…in ${((performance.now() - addStart) / 1000).toFixed(1)} s; publishing their records`);
    await dns.update({ ...zones, records: [...zones.records, ...published(records)] });

    const list = async () =>
      (await timedGet<{ data: { domains: ListedDomain[] } }>(`${s.base}/domains`, s.keys.stats)).body.data
        .domains;
    // First the round that finds every new domain's records (each a change kept as history), then
    // the periodic re-check proper: an interval later, when every domain is due again.
    const first = await recheckRound(s.ctx, list);
    s.setNow(() => new Date(Date.now() + s.ctx.config.DOMAIN_CHECK_INTERVAL_MIN * 60_000));
    const again = await recheckRound(s.ctx, list);
    const listed = (await list()).length;

    for (let warm = 0; warm < 5; warm++) await list();
    const sample: number[] = [];
    for (let i = 0; i < requests; i++)
      sample.push((await timedGet(`${s.base}/domains`, s.keys.stats)).msTaken);
    const listStats = p50p95(sample);

    const roundRow = (r: Round, what: string): BenchRow => ({
      area: 'service',
      engine,
      measure: `${domains.toLocaleString('en')} domains, one round of the periodic re-check (recheckDueDomains: claim, check, store) on one process: ${what}`,
      value: `${(r.ms / 1000).toFixed(1)} s (${r.checks} checks, ${Math.round(r.checks / (r.ms / 1000))}/s)${
        r.wrong.length ? ` · ${r.wrong.length} wrong, e.g. ${r.wrong[0]}` : ''
      }`,
      budget: '< 60 s',
      met: r.ms < 60_000 && r.wrong.length === 0 && listed === domains,
    });
    return [
      roundRow(first, 'the first (every record newly seen)'),
      roundRow(again, 'the next, an interval later'),
      {
        area: 'service',
        engine,
        measure: `GET /domains with ${listed.toLocaleString('en')} domains over HTTP (${requests} requests)`,
        value: formatP50P95(listStats),
        budget: 'p95 < 50 ms',
        met: listStats.p95 < 50,
      },
    ];
  } finally {
    await s.close();
  }
}
