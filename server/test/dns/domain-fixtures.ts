import type { DomainRecordKind, RecordStatus } from '../../../src/contract/domains';
import type { FixtureRecord, FixtureZones } from './dns-fixture-server';
import {
  dkimPublicKey,
  expectedRecords,
  published,
  reverseDnsOf,
  serviceRecords,
  txtStrings,
  world,
} from './sender-world';

/** One misconfiguration: its own domain under `.test`, what it publishes, and the verdict it must get. */
export interface DomainFixture {
  domain: string;
  about: string;
  records: FixtureRecord[];
  sendingIps: string[];
  expect: {
    /** Records not named are `verified`. */
    records?: Partial<Record<DomainRecordKind, Exclude<RecordStatus, 'pending'>>>;
    /** Matches the problem of the (first) record not verified. */
    problem?: RegExp;
    /** Every sending IP's reverse DNS (default `verified`). */
    reverseDns?: Exclude<RecordStatus, 'pending'>;
    /** The blocklist answers that are not `clear`, as `zone target status code`. */
    blocklists?: string[];
    timedOut?: RegExp;
    dmarc?: { policy: string; pct: number; rua: string[]; adkim: string; aspf: string };
  };
}

const key = dkimPublicKey();
const otherKey = dkimPublicKey();
const dkimValue = (p: string) => `v=DKIM1; k=rsa; p=${p}`;
const txt = (name: string, ...strings: string[]): FixtureRecord => ({ type: 'TXT', name, strings });

/** The records a domain publishes right, with some kinds replaced (`[]` = not published). */
function publish(domain: string, changes: Partial<Record<DomainRecordKind, FixtureRecord[]>> = {}) {
  const expected = expectedRecords(domain, key);
  return expected.flatMap((record, i) => changes[record.kind] ?? [published(expected)[i]!]);
}

const spf = (domain: string, value: string) => ({ spf: [txt(domain, ...txtStrings(value))] });
const ok = { spfInclude: `include:${world.spfInclude}` };

type Build = Omit<DomainFixture, 'records' | 'sendingIps' | 'expect'> &
  Partial<Pick<DomainFixture, 'sendingIps' | 'expect'>> & {
    records?: (domain: string) => FixtureRecord[];
  };

const fixture = ({ domain, about, records, sendingIps, expect }: Build): DomainFixture => ({
  domain,
  about,
  records: records ? records(domain) : publish(domain),
  sendingIps: sendingIps ?? [world.sendingIp],
  expect: expect ?? {},
});

export const domainFixtures: DomainFixture[] = [
  fixture({ domain: 'all-correct.test', about: 'every record published right' }),
  fixture({
    domain: 'spf-missing.test',
    about: 'SPF missing (another TXT record only)',
    records: (d) => publish(d, { spf: [txt(d, 'google-site-verification=abc')] }),
    expect: { records: { spf: 'missing' }, problem: /no SPF record/ },
  }),
  fixture({
    domain: 'spf-no-txt.test',
    about: 'no TXT record at the domain at all',
    records: (d) => publish(d, { spf: [] }),
    expect: { records: { spf: 'missing' }, problem: /no SPF record/ },
  }),
  fixture({
    domain: 'spf-two-records.test',
    about: 'two SPF records',
    records: (d) =>
      publish(d, { spf: [txt(d, `v=spf1 ${ok.spfInclude} -all`), txt(d, 'v=spf1 ip4:198.51.100.1 -all')] }),
    expect: { records: { spf: 'mismatch' }, problem: /2 SPF records/ },
  }),
  fixture({
    domain: 'spf-eleven-lookups.test',
    about: '11 DNS lookups',
    records: (d) => [
      ...publish(
        d,
        spf(
          d,
          `v=spf1 ${ok.spfInclude} ${[...Array(11).keys()].map((i) => `include:l${i}.lookups.test`).join(' ')} -all`,
        ),
      ),
      ...[...Array(11).keys()].map((i) => txt(`l${i}.lookups.test`, 'v=spf1 -all')),
    ],
    expect: { records: { spf: 'mismatch' }, problem: /more than 10 DNS lookups/ },
  }),
  fixture({
    domain: 'spf-include-loop.test',
    about: 'an include loop',
    records: (d) => [
      ...publish(d, spf(d, `v=spf1 include:loop-b.test ${ok.spfInclude} -all`)),
      txt('loop-b.test', `v=spf1 include:${d} -all`),
    ],
    expect: {
      records: { spf: 'mismatch' },
      problem: /include loop \(spf-include-loop\.test → loop-b\.test → spf-include-loop\.test\)/,
    },
  }),
  fixture({
    domain: 'spf-plus-all.test',
    about: '+all',
    records: (d) => publish(d, spf(d, `v=spf1 ${ok.spfInclude} +all`)),
    expect: { records: { spf: 'mismatch' }, problem: /every host on the Internet/ },
  }),
  fixture({
    domain: 'spf-softfail.test',
    about: '~all where -all was published',
    records: (d) => publish(d, spf(d, `v=spf1 ${ok.spfInclude} ~all`)),
    expect: { records: { spf: 'mismatch' }, problem: /^~all where -all was published/ },
  }),
  fixture({
    domain: 'spf-without-include.test',
    about: "SPF without the service's include",
    records: (d) => publish(d, spf(d, 'v=spf1 ip4:198.51.100.7 -all')),
    expect: {
      records: { spf: 'mismatch' },
      problem:
        /does not authorise this service's servers \(192\.0\.2\.10\): include:_spf\.relaydesk\.test is missing/,
    },
  }),
  fixture({
    domain: 'spf-void-lookups.test',
    about: 'more than 2 void lookups',
    records: (d) =>
      publish(d, spf(d, `v=spf1 a:v1.void.test a:v2.void.test a:v3.void.test ${ok.spfInclude} -all`)),
    expect: { records: { spf: 'mismatch' }, problem: /more than 2 lookups of names that do not exist/ },
  }),
  fixture({
    domain: 'spf-redirect.test',
    about: "redirect= to the service's record",
    records: (d) => publish(d, spf(d, `v=spf1 redirect=${world.spfInclude}`)),
  }),
  fixture({
    domain: 'spf-two-includes.test',
    about: 'two includes, the service nested in the second (postal#3007)',
    records: (d) => [
      ...publish(d, spf(d, 'v=spf1 include:_spf.mailhost.test include:_spf.corp.test -all')),
      txt('_spf.mailhost.test', 'v=spf1 ip4:198.51.100.0/24 -all'),
      txt('_spf.corp.test', `v=spf1 ${ok.spfInclude} ~all`),
    ],
  }),
  fixture({
    domain: 'spf-include-nxdomain.test',
    about: 'an include of a name that does not exist',
    records: (d) => publish(d, spf(d, `v=spf1 include:gone.test ${ok.spfInclude} -all`)),
    expect: { records: { spf: 'mismatch' }, problem: /permanent error/ },
  }),
  fixture({
    domain: 'dkim-missing.test',
    about: 'DKIM missing',
    records: (d) => publish(d, { dkim: [] }),
    expect: { records: { dkim: 'missing' }, problem: /no DKIM key/ },
  }),
  fixture({
    domain: 'dkim-wrong-key.test',
    about: 'another key published',
    records: (d) => publish(d, { dkim: [txt(`s1._domainkey.${d}`, ...txtStrings(dkimValue(otherKey)))] }),
    expect: { records: { dkim: 'mismatch' }, problem: /a different key/ },
  }),
  fixture({
    domain: 'dkim-truncated.test',
    about: 'the key cut at 255 characters',
    records: (d) => publish(d, { dkim: [txt(`s1._domainkey.${d}`, dkimValue(key).slice(0, 255))] }),
    expect: { records: { dkim: 'mismatch' }, problem: /^truncated: .*exactly 255 characters/ },
  }),
  fixture({
    domain: 'dkim-split.test',
    about: 'the key split into strings (joins right)',
    records: (d) =>
      publish(d, {
        dkim: [txt(`s1._domainkey.${d}`, 'v=DKIM1; k=rsa; ', `p=${key.slice(0, 200)}`, key.slice(200))],
      }),
  }),
  fixture({
    domain: 'dkim-revoked.test',
    about: 'an empty p= (revoked)',
    records: (d) => publish(d, { dkim: [txt(`s1._domainkey.${d}`, 'v=DKIM1; k=rsa; p=')] }),
    expect: { records: { dkim: 'mismatch' }, problem: /revoked/ },
  }),
  fixture({
    domain: 'dkim-cname.test',
    about: 'the selector delegated by CNAME to a host holding the key',
    records: (d) => [
      ...publish(d, {
        dkim: [{ type: 'CNAME', name: `s1._domainkey.${d}`, target: 's1.keys.relaydesk.test' }],
      }),
      txt('s1.keys.relaydesk.test', ...txtStrings(dkimValue(key))),
    ],
  }),
  fixture({
    domain: 'dmarc-missing.test',
    about: 'DMARC missing',
    records: (d) => publish(d, { dmarc: [] }),
    expect: { records: { dmarc: 'missing' }, problem: /no DMARC record/ },
  }),
  fixture({
    domain: 'dmarc-malformed.test',
    about: 'DMARC with an invalid policy',
    records: (d) => publish(d, { dmarc: [txt(`_dmarc.${d}`, 'v=DMARC1; p=maybe')] }),
    expect: { records: { dmarc: 'mismatch' }, problem: /malformed: no valid p=/ },
  }),
  fixture({
    domain: 'dmarc-bad-version.test',
    about: 'DMARC not starting with v=DMARC1',
    records: (d) => publish(d, { dmarc: [txt(`_dmarc.${d}`, 'v=DMARC2; p=none')] }),
    expect: { records: { dmarc: 'mismatch' }, problem: /must start with v=DMARC1/ },
  }),
  fixture({
    domain: 'dmarc-pct.test',
    about: 'DMARC with pct out of range',
    records: (d) => publish(d, { dmarc: [txt(`_dmarc.${d}`, 'v=DMARC1; p=quarantine; pct=150')] }),
    expect: { records: { dmarc: 'mismatch' }, problem: /pct=150/ },
  }),
  fixture({
    domain: 'dmarc-two-records.test',
    about: 'two DMARC records',
    records: (d) =>
      publish(d, {
        dmarc: [txt(`_dmarc.${d}`, 'v=DMARC1; p=none'), txt(`_dmarc.${d}`, 'v=DMARC1; p=reject')],
      }),
    expect: { records: { dmarc: 'mismatch' }, problem: /2 DMARC records/ },
  }),
  fixture({
    domain: 'dmarc-reject.test',
    about: 'p=reject with its tags, read',
    records: (d) =>
      publish(d, {
        dmarc: [
          txt(
            `_dmarc.${d}`,
            'v=DMARC1; p=reject; pct=50; rua=mailto:a@x.test, mailto:b@y.test; adkim=s; aspf=s',
          ),
        ],
      }),
    expect: {
      dmarc: {
        policy: 'reject',
        pct: 50,
        rua: ['mailto:a@x.test', 'mailto:b@y.test'],
        adkim: 's',
        aspf: 's',
      },
    },
  }),
  fixture({
    domain: 'return-path-wrong.test',
    about: 'the return path a CNAME to another host',
    records: (d) =>
      publish(d, {
        return_path: [{ type: 'CNAME', name: `bounces.${d}`, target: 'bounces.other-esp.test' }],
      }),
    expect: {
      records: { return_path: 'mismatch' },
      problem: /a CNAME to bounces\.other-esp\.test, not to bounces\.relaydesk\.test/,
    },
  }),
  fixture({
    domain: 'return-path-missing.test',
    about: 'no return-path CNAME',
    records: (d) => publish(d, { return_path: [] }),
    expect: { records: { return_path: 'missing' }, problem: /no CNAME/ },
  }),
  fixture({
    domain: 'ptr-missing.test',
    about: 'a sending IP without PTR',
    sendingIps: ['192.0.2.30'],
    expect: { reverseDns: 'missing' },
  }),
  fixture({
    domain: 'ptr-unconfirmed.test',
    about: 'PTR not forward-confirmed',
    sendingIps: ['192.0.2.31'],
    records: (d) => [
      ...publish(d),
      { type: 'PTR', ip: '192.0.2.31', name: 'host31.relaydesk.test' },
      { type: 'A', name: 'host31.relaydesk.test', address: '192.0.2.99' },
    ],
    expect: { reverseDns: 'mismatch' },
  }),
  fixture({
    domain: 'ptr-servfail.test',
    about: "the sending IP's reverse zone answers SERVFAIL",
    sendingIps: ['192.0.2.32'],
    expect: { reverseDns: 'error' },
  }),
  fixture({
    domain: 'ptr-ipv6.test',
    about: 'an IPv6 sending IP, forward-confirmed',
    sendingIps: ['2001:db8::25'],
    records: (d) => [...publish(d), ...reverseDnsOf('2001:db8::25', 'mail6.relaydesk.test')],
  }),
  fixture({
    domain: 'servfail.test',
    about: 'the domain answers SERVFAIL',
    records: () => [],
    expect: {
      records: { spf: 'error', dkim: 'error', return_path: 'error', dmarc: 'error' },
      problem: /could not check: the DNS server failed \(SERVFAIL\)/,
    },
  }),
  fixture({
    domain: 'timeout.test',
    about: 'the domain never answers',
    records: () => [],
    expect: {
      records: { spf: 'error', dkim: 'error', return_path: 'error', dmarc: 'error' },
      problem: /could not check: no answer in time/,
      timedOut: /TXT timeout\.test/,
    },
  }),
  fixture({
    domain: 'dkim-timeout.test',
    about: 'only the DKIM selector never answers',
    records: (d) => publish(d, { dkim: [] }),
    expect: {
      records: { dkim: 'error' },
      problem: /no answer in time for TXT s1\._domainkey\.dkim-timeout\.test/,
      timedOut: /^TXT s1\._domainkey\.dkim-timeout\.test$/,
    },
  }),
  fixture({
    domain: 'bl-refused.test',
    about: 'Spamhaus answers 127.255.255.254 (a public resolver): could not check, not listed',
    sendingIps: ['192.0.2.40'],
    records: (d) => [...publish(d), ...reverseDnsOf('192.0.2.40', 'host40.relaydesk.test')],
    expect: { blocklists: ['zen.bl.test 192.0.2.40 error 127.255.255.254'] },
  }),
  fixture({
    domain: 'bl-listed.test',
    about: 'a sending IP listed (127.0.0.2)',
    sendingIps: ['192.0.2.41'],
    records: (d) => [...publish(d), ...reverseDnsOf('192.0.2.41', 'host41.relaydesk.test')],
    expect: { blocklists: ['zen.bl.test 192.0.2.41 listed 127.0.0.2'] },
  }),
  fixture({
    domain: 'bl-odd-answer.test',
    about: 'a list answering outside 127.0.0.0/8',
    sendingIps: ['192.0.2.42'],
    records: (d) => [...publish(d), ...reverseDnsOf('192.0.2.42', 'host42.relaydesk.test')],
    expect: { blocklists: ['zen.bl.test 192.0.2.42 error 10.0.0.1'] },
  }),
  fixture({
    domain: 'bl-domain-listed.test',
    about: 'the domain on a domain list (127.0.1.2)',
    expect: { blocklists: ['dbl.bl.test bl-domain-listed.test listed 127.0.1.2'] },
  }),
  fixture({
    domain: 'bl-domain-refused.test',
    about: 'the domain list refuses (127.255.255.252)',
    expect: { blocklists: ['dbl.bl.test bl-domain-refused.test error 127.255.255.252'] },
  }),
];

/** Everything the fixture server publishes for these fixtures, and the zones that fail or hang. */
export function fixtureZones(fixtures: readonly DomainFixture[] = domainFixtures): FixtureZones {
  const listings: FixtureRecord[] = [
    { type: 'A', name: '40.2.0.192.zen.bl.test', address: '127.255.255.254' },
    { type: 'A', name: '41.2.0.192.zen.bl.test', address: '127.0.0.2' },
    { type: 'A', name: '42.2.0.192.zen.bl.test', address: '10.0.0.1' },
    { type: 'A', name: 'bl-domain-listed.test.dbl.bl.test', address: '127.0.1.2' },
    { type: 'A', name: 'bl-domain-refused.test.dbl.bl.test', address: '127.255.255.252' },
  ];
  return {
    records: [...serviceRecords(), ...listings, ...fixtures.flatMap((f) => f.records)],
    servfail: ['servfail.test', '32.2.0.192.in-addr.arpa'],
    silent: ['timeout.test', '_domainkey.dkim-timeout.test'],
  };
}

export { key as fixtureDkimKey };
