import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpectedRecord } from '../services/domains/dns-check/types';
import { startDnsFixtureServer, type DnsFixtureServer } from '../test/dns/dns-fixture-server';
import { buildFixtures, fixtureDomains, fixtureZones, type DomainFixture } from '../test/dns/domain-fixtures';
import { expectFixtureVerdict } from '../test/dns/fixture-verdict';
import { world } from '../test/dns/sender-world';
import { freshDb, sameStore, startTestService, type TestService } from '../test/harness';

/**
 * Issue 54's fixture misconfigurations over real HTTP: the service's own engine (made from its config,
 * none injected) asks Debian's dnsmasq on loopback, which serves each fixture built from the records
 * the service answered for that domain (its selector, key, `~all`, return-path host). Every verdict
 * is read from the `/domains/{id}/check` answer. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 *
 * `pending`: the service reads a record missing on a domain added less than 48 h ago as `pending`. The
 * fixtures are added 49 h in the past (the service's clock moved back while adding) so their `missing`
 * stays `missing`; one more domain, added an hour before its check, is asserted `pending` exactly.
 */
const hour = 3_600_000;
const freshDomain = 'added-an-hour-ago.test';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary JSON
type Json = any;

let dns: DnsFixtureServer;
/** One service per set of sending IPs (reverse DNS and IP lists are per service), over one store. */
const services = new Map<string, TestService>();
const serviceOf = (sendingIps: readonly string[]) => services.get(sendingIps.join(','))!;
let fixtures: DomainFixture[];
const checked = new Map<string, Json>();

beforeAll(async () => {
  dns = await startDnsFixtureServer(fixtureZones([]));
  const store = await freshDb();
  for (const ips of new Set(fixtureDomains.map((f) => f.sendingIps.join(',')))) {
    services.set(
      ips,
      await startTestService(
        {
          DNS_SERVERS: [dns.server],
          DNSBL_ZONES: world.dnsblZones,
          SPF_INCLUDE: world.spfInclude,
          RETURN_PATH_HOST: world.returnPathHost,
          SENDING_IPS: ips.split(','),
        },
        { store: services.size ? await sameStore(store) : store },
      ),
    );
  }

  const add = async (s: TestService, name: string, agoMs: number) => {
    s.setNow(() => new Date(Date.now() - agoMs));
    const created = await s.call('POST', '/domains', { name });
    s.setNow(() => new Date());
    expect(created.status, created.text).toBe(201);
    return created.json.data;
  };
  const added = new Map<string, Json>();
  for (const { domain, sendingIps } of fixtureDomains)
    added.set(domain, await add(serviceOf(sendingIps), domain, 49 * hour));
  added.set(freshDomain, await add(serviceOf([world.sendingIp]), freshDomain, hour));

  // Each fixture from the records the service asked that domain to publish; all published at once.
  fixtures = buildFixtures((domain) =>
    added.get(domain)!.records.map(({ kind, selector, fqdn, type, value }: Json): ExpectedRecord => ({
      kind,
      ...(selector ? { selector } : {}),
      fqdn,
      type,
      value,
    })),
  );
  await dns.update(fixtureZones(fixtures));

  const check = async (domain: string, sendingIps: readonly string[]) => {
    const res = await serviceOf(sendingIps).call('POST', `/domains/${added.get(domain)!.id}/check`);
    expect(res.status, res.text).toBe(200);
    checked.set(domain, res.json.data);
  };
  await Promise.all([
    ...fixtures.map((f) => check(f.domain, f.sendingIps)),
    check(freshDomain, [world.sendingIp]),
  ]);
}, 60_000);

afterAll(async () => {
  // The first service owns the store: the others' views close before it drops it.
  for (const s of [...services.values()].reverse()) await s.close();
  await dns?.stop();
});

describe('every fixture misconfiguration, checked over HTTP by the configured service', () => {
  it('has at least 30 fixtures, each its own domain, and the records served are the service’s own', () => {
    expect(new Set(fixtureDomains.map((f) => f.domain)).size).toBe(fixtureDomains.length);
    expect(fixtureDomains.length).toBeGreaterThanOrEqual(30);
    const dkim = checked.get('all-correct.test')!.records.find((r: Json) => r.kind === 'dkim');
    expect(dkim.fqdn).toBe('rd1._domainkey.all-correct.test');
  });

  it.each(fixtureDomains.map((f) => [f.domain, f.about] as const))('%s: %s', (domain) => {
    const fixture = fixtures.find((f) => f.domain === domain)!;
    const d = checked.get(domain)!;
    expectFixtureVerdict(fixture, {
      records: d.records,
      reverseDns: d.reverse_dns,
      blocklists: d.blocklists,
      timedOut: d.last_check.timed_out,
      dmarc: d.dmarc,
    });
    const took = Date.parse(d.last_check.finished_at) - Date.parse(d.last_check.started_at);
    expect(took).toBeLessThan(10_000);
  });

  it('answers 0 false "listed" and never "missing" for a lookup that failed or timed out', () => {
    const listed = [...checked.values()].flatMap((d) =>
      d.blocklists.filter((b: Json) => b.status === 'listed').map((b: Json) => `${b.target} ${b.code}`),
    );
    expect(listed.sort()).toEqual(['192.0.2.41 127.0.0.2', 'bl-domain-listed.test 127.0.1.2']);
    for (const domain of ['servfail.test', 'timeout.test', 'dkim-timeout.test', 'ptr-servfail.test']) {
      const d = checked.get(domain)!;
      const statuses = [...d.records, ...d.reverse_dns].map((r: Json) => r.status);
      expect(statuses).not.toContain('missing');
      expect(d.health).toBe('could_not_check');
    }
    expect(checked.get('timeout.test')!.last_check.timed_out).toEqual(
      expect.arrayContaining([
        'TXT timeout.test',
        'TXT rd1._domainkey.timeout.test',
        'CNAME rd-bounces.timeout.test',
        'TXT _dmarc.timeout.test',
      ]),
    );
    expect(checked.get('all-correct.test')!.health).toBe('ready');
  });

  it('reads a domain added an hour ago with nothing published as pending, not missing', () => {
    const d = checked.get(freshDomain)!;
    expect(d.records.map((r: Json) => [r.kind, r.status])).toEqual([
      ['spf', 'pending'],
      ['dkim', 'pending'],
      ['return_path', 'pending'],
      ['dmarc', 'pending'],
    ]);
    expect(d.health).toBe('pending');
  });
});
