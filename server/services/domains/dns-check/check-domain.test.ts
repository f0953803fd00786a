import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsFixtureServer, type DnsFixtureServer } from '../../../test/dns/dns-fixture-server';
import {
  domainFixtures,
  fixtureDkimKey,
  fixtureZones,
  type DomainFixture,
} from '../../../test/dns/domain-fixtures';
import { expectFixtureVerdict } from '../../../test/dns/fixture-verdict';
import { expectedRecords, world } from '../../../test/dns/sender-world';
import { createDnsCheck } from './check-domain';
import { dnsSettingsFromEnv } from './dns-settings';
import type { DnsCheck, DnsCheckResult } from './types';

/**
 * The engine against Debian's dnsmasq on loopback serving every fixture misconfiguration: each
 * verdict right, no false "listed", no "missing" for a lookup that failed, each check within 10 s.
 */
let dns: DnsFixtureServer;
let check: DnsCheck;
const dnsbl = dnsSettingsFromEnv({ DNSBL_ZONES: world.dnsblZones }).dnsbl;

const input = (fixture: DomainFixture) => ({
  domain: fixture.domain,
  expected: expectedRecords(fixture.domain, fixtureDkimKey),
  spfInclude: world.spfInclude,
  sendingIps: fixture.sendingIps,
  dnsbl,
});

beforeAll(async () => {
  dns = await startDnsFixtureServer(fixtureZones());
  // Shorter deadlines: the timeout fixtures then cost a second (the defaults are tested below), still
  // far above what loopback answers take on a loaded machine.
  check = createDnsCheck({ servers: [dns.server], timeoutMs: 1_000, tries: 1 });
});
afterAll(() => dns?.stop());

describe('the DNS check engine against the fixture misconfigurations', () => {
  let results: Map<string, DnsCheckResult>;
  beforeAll(async () => {
    const checked = await Promise.all(domainFixtures.map((f) => check(input(f))));
    results = new Map(domainFixtures.map((f, i) => [f.domain, checked[i]!]));
  });

  it('has at least 30 fixtures, each its own domain', () => {
    expect(new Set(domainFixtures.map((f) => f.domain)).size).toBe(domainFixtures.length);
    expect(domainFixtures.length).toBeGreaterThanOrEqual(30);
  });

  it.each(domainFixtures.map((f) => [f.domain, f.about, f] as const))('%s: %s', (domain, _about, fixture) => {
    const result = results.get(domain)!;
    expectFixtureVerdict(fixture, result);
    expect(result.finishedAt.getTime() - result.startedAt.getTime()).toBeLessThan(10_000);
  });

  it('never reads a refusal, an odd answer or a failure as "listed", nor a failure as "missing"', () => {
    const all = [...results.values()];
    const listed = all.flatMap((r) => r.blocklists.filter((b) => b.status === 'listed'));
    expect(listed.map((b) => `${b.target} ${b.code}`).sort()).toEqual([
      '192.0.2.41 127.0.0.2',
      'bl-domain-listed.test 127.0.1.2',
    ]);
    expect(listed.every((b) => b.delist_url === 'https://check.spamhaus.org/')).toBe(true);
    for (const domain of ['servfail.test', 'timeout.test'])
      expect(results.get(domain)!.records.filter((r) => r.status === 'missing')).toEqual([]);
  });

  it('names what it found beside the difference (the wrong CNAME, the truncated key)', () => {
    expect(
      results.get('return-path-wrong.test')!.records.find((r) => r.kind === 'return_path')!.found,
    ).toEqual(['bounces.other-esp.test']);
    const dkim = results.get('dkim-truncated.test')!.records.find((r) => r.kind === 'dkim')!;
    expect(dkim.found).toEqual([`v=DKIM1; k=rsa; p=${fixtureDkimKey}`.slice(0, 255)]);
  });
});

it('with the default deadlines, a domain that never answers is answered within 10 s, its lookups named', async () => {
  const fixture = domainFixtures.find((f) => f.domain === 'timeout.test')!;
  const result = await createDnsCheck({ servers: [dns.server] })(input(fixture));
  expect(result.finishedAt.getTime() - result.startedAt.getTime()).toBeLessThan(10_000);
  expect(result.records.map((r) => r.status)).toEqual(['error', 'error', 'error', 'error']);
  expect(result.timedOut).toEqual(
    expect.arrayContaining([
      'TXT timeout.test',
      'TXT s1._domainkey.timeout.test',
      'CNAME bounces.timeout.test',
      'TXT _dmarc.timeout.test',
    ]),
  );
}, 15_000);

it("ends a check at its budget whatever the queries' own deadlines, naming what was still waiting", async () => {
  const fixture = domainFixtures.find((f) => f.domain === 'timeout.test')!;
  const started = performance.now();
  const result = await createDnsCheck({ servers: [dns.server], timeoutMs: 5_000, tries: 1, budgetMs: 300 })(
    input(fixture),
  );
  expect(performance.now() - started).toBeLessThan(2_000);
  expect(result.records.every((r) => r.status === 'error' && /no answer in time/.test(r.problem!))).toBe(
    true,
  );
  expect(result.timedOut).toContain('TXT timeout.test');
});

it('sees a record change once the fixture server republishes (as the e2e breaks DKIM)', async () => {
  const fixture = domainFixtures.find((f) => f.domain === 'all-correct.test')!;
  const zones = fixtureZones();
  const broken = fixtureZones([
    {
      ...fixture,
      records: fixture.records.filter((r) => !(r.type === 'TXT' && r.name.includes('_domainkey'))),
    },
  ]);
  try {
    await dns.update(broken);
    const result = await check(input(fixture));
    expect(result.records.find((r) => r.kind === 'dkim')!.status).toBe('missing');
  } finally {
    await dns.update(zones);
  }
  expect((await check(input(fixture))).records.find((r) => r.kind === 'dkim')!.status).toBe('verified');
});
