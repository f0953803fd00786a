/**
 * The domains' service rows on one engine: `domains` sending domains added through POST /domains (each
 * with its own DKIM key), their records published in the loopback dnsmasq, then one whole re-check
 * round by the service's periodic re-check (`recheckDueDomains` until none is due, its own bounded
 * concurrency, the built-in engine on DNS_SERVERS) on this one process, and GET /domains with them all
 * over HTTP.
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
}

interface Round {
  checked: number;
  ms: number;
  errors: string[];
}

/** `recheckDueDomains` until it finds none due, as the service's loop runs it while some are. */
async function recheckRound(ctx: Parameters<typeof recheckDueDomains>[0]): Promise<Round> {
  let checked = 0;
  const errors: string[] = [];
  const started = performance.now();
  for (let n; (n = await recheckDueDomains(ctx, (e, d) => errors.push(`${d}: ${e.message}`))); ) checked += n;
  return { checked, ms: performance.now() - started, errors };
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

    // First the round that finds every new domain's records (each a change kept as history), then
    // the periodic re-check proper: an interval later, when every domain is due again.
    const first = await recheckRound(s.ctx);
    s.setNow(() => new Date(Date.now() + s.ctx.config.DOMAIN_CHECK_INTERVAL_MIN * 60_000));
    const again = await recheckRound(s.ctx);
    const errors = [...first.errors, ...again.errors];
    if (errors.length) console.log(`re-check errors (${errors.length}), first: ${errors[0]}`);

    const list = async () =>
      (await timedGet<{ data: { domains: ListedDomain[] } }>(`${s.base}/domains`, s.keys.stats)).body.data
        .domains;
    const listed = (await list()).filter((d) => d.name.endsWith('.bench.test'));
    const notReady = listed.filter((d) => d.health !== 'ready');
    const wrong = (r: Round) =>
      notReady.length + (domains - listed.length) + (r.checked === domains ? 0 : 1) + r.errors.length;

    for (let warm = 0; warm < 5; warm++) await list();
    const sample: number[] = [];
    for (let i = 0; i < requests; i++)
      sample.push((await timedGet(`${s.base}/domains`, s.keys.stats)).msTaken);
    const listStats = p50p95(sample);

    const roundRow = (r: Round, what: string): BenchRow => ({
      area: 'service',
      engine,
      measure: `${domains.toLocaleString('en')} domains, one round of the periodic re-check (recheckDueDomains: claim, check, store) on one process: ${what}`,
      value: `${(r.ms / 1000).toFixed(1)} s (${Math.round(r.checked / (r.ms / 1000))} domains/s)${
        wrong(r)
          ? ` · ${r.checked} checked, ${notReady.length} not ready${notReady[0] ? ` (${notReady[0].name}: ${notReady[0].health})` : ''}, ${r.errors.length} errors`
          : ''
      }`,
      budget: '< 60 s',
      met: r.ms < 60_000 && wrong(r) === 0,
    });
    return [
      roundRow(first, 'the first (every record newly seen)'),
      roundRow(again, 'the next, an interval later'),
      {
        area: 'service',
        engine,
        measure: `GET /domains with ${listed.length.toLocaleString('en')} domains over HTTP (${requests} requests)`,
        value: formatP50P95(listStats),
        budget: 'p95 < 50 ms',
        met: listStats.p95 < 50,
      },
    ];
  } finally {
    await s.close();
  }
}
