import type { DomainRecordKind, RecordStatus } from '../../../src/contract/domains';
import type { ExpectedRecord } from '../../services/domains/dns-check/types';
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
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a fixture is made from: its domain and the records it is asked to publish. */
interface Asked {
  domain: string;
  /** The expected record of `kind` (DKIM: the first, the active key's). */
  of: (kind: DomainRecordKind) => ExpectedRecord;
  /** The expected records published right, with some kinds replaced (`[]` = not published). */
  publish: (changes?: Partial<Record<DomainRecordKind, FixtureRecord[]>>) => FixtureRecord[];
}

function asked(domain: string, expected: readonly ExpectedRecord[]): Asked {
  const right = published(expected);
  return {
    domain,
    of: (kind) => {
      const record = expected.find((r) => r.kind === kind);
      if (!record) throw new Error(`no ${kind} record expected for ${domain}`);
      return record;
    },
    publish: (changes = {}) => expected.flatMap((record, i) => changes[record.kind] ?? [right[i]!]),
  };
}

const spf = (a: Asked, value: string) => ({ spf: [txt(a.domain, ...txtStrings(value))] });
const ok = { spfInclude: `include:${world.spfInclude}` };

/** The `all` qualifiers from the loosest to the strictest, as RFC 7208 reads them for strangers. */
const strictness = ['?', '~', '-'];
const allOf = (spfValue: string) => /([-~?+]?)all\s*$/.exec(spfValue)?.[1] || '?';

interface Spec {
  domain: string;
  about: string;
  sendingIps?: string[];
  /** Default: every expected record published right. */
  records?: (a: Asked) => FixtureRecord[];
  expect?: DomainFixture['expect'] | ((a: Asked) => DomainFixture['expect']);
}

const specs: Spec[] = [
  { domain: 'all-correct.test', about: 'every record published right' },
  {
    domain: 'spf-missing.test',
    about: 'SPF missing (another TXT record only)',
    records: (a) => a.publish({ spf: [txt(a.domain, 'google-site-verification=abc')] }),
    expect: { records: { spf: 'missing' }, problem: /no SPF record/ },
  },
  {
    domain: 'spf-no-txt.test',
    about: 'no TXT record at the domain at all',
    records: (a) => a.publish({ spf: [] }),
    expect: { records: { spf: 'missing' }, problem: /no SPF record/ },
  },
  {
    domain: 'spf-two-records.test',
    about: 'two SPF records',
    records: (a) =>
      a.publish({
        spf: [txt(a.domain, `v=spf1 ${ok.spfInclude} -all`), txt(a.domain, 'v=spf1 ip4:198.51.100.1 -all')],
      }),
    expect: { records: { spf: 'mismatch' }, problem: /2 SPF records/ },
  },
  {
    domain: 'spf-eleven-lookups.test',
    about: '11 DNS lookups',
    records: (a) => [
      ...a.publish(
        spf(
          a,
          `v=spf1 ${ok.spfInclude} ${[...Array(11).keys()].map((i) => `include:l${i}.lookups.test`).join(' ')} -all`,
        ),
      ),
      ...[...Array(11).keys()].map((i) => txt(`l${i}.lookups.test`, 'v=spf1 -all')),
    ],
    expect: { records: { spf: 'mismatch' }, problem: /more than 10 DNS lookups/ },
  },
  {
    domain: 'spf-include-loop.test',
    about: 'an include loop',
    records: (a) => [
      ...a.publish(spf(a, `v=spf1 include:loop-b.test ${ok.spfInclude} -all`)),
      txt('loop-b.test', `v=spf1 include:${a.domain} -all`),
    ],
    expect: {
      records: { spf: 'mismatch' },
      problem: /include loop \(spf-include-loop\.test → loop-b\.test → spf-include-loop\.test\)/,
    },
  },
  {
    domain: 'spf-plus-all.test',
    about: '+all',
    records: (a) => a.publish(spf(a, `v=spf1 ${ok.spfInclude} +all`)),
    expect: { records: { spf: 'mismatch' }, problem: /every host on the Internet/ },
  },
  {
    domain: 'spf-softfail.test',
    about: 'an all looser than asked for (~all where -all was published)',
    // One step looser than the expected record's `all`: ~all for -all, ?all for ~all.
    records: (a) => {
      const want = allOf(a.of('spf').value);
      return a.publish(spf(a, `v=spf1 ${ok.spfInclude} ${strictness[strictness.indexOf(want) - 1]}all`));
    },
    expect: (a) => {
      const want = allOf(a.of('spf').value);
      const got = strictness[strictness.indexOf(want) - 1]!;
      const said = got === '?' ? '?all (or no all)' : `${got}all`;
      return {
        records: { spf: 'mismatch' },
        problem: new RegExp(`^${literal(`${said} where ${want}all was published`)}`),
      };
    },
  },
  {
    domain: 'spf-without-include.test',
    about: "SPF without the service's include",
    records: (a) => a.publish(spf(a, 'v=spf1 ip4:198.51.100.7 -all')),
    expect: {
      records: { spf: 'mismatch' },
      problem: new RegExp(
        literal(
          `does not authorise this service's servers (${world.sendingIp}): include:${world.spfInclude} is missing`,
        ),
      ),
    },
  },
  {
    domain: 'spf-void-lookups.test',
    about: 'more than 2 void lookups',
    records: (a) =>
      a.publish(spf(a, `v=spf1 a:v1.void.test a:v2.void.test a:v3.void.test ${ok.spfInclude} -all`)),
    expect: { records: { spf: 'mismatch' }, problem: /more than 2 lookups of names that do not exist/ },
  },
  {
    domain: 'spf-redirect.test',
    about: "redirect= to the service's record",
    records: (a) => a.publish(spf(a, `v=spf1 redirect=${world.spfInclude}`)),
  },
  {
    domain: 'spf-two-includes.test',
    about: 'two includes, the service nested in the second (postal#3007)',
    records: (a) => [
      ...a.publish(spf(a, 'v=spf1 include:_spf.mailhost.test include:_spf.corp.test -all')),
      txt('_spf.mailhost.test', 'v=spf1 ip4:198.51.100.0/24 -all'),
      txt('_spf.corp.test', `v=spf1 ${ok.spfInclude} ~all`),
    ],
  },
  {
    domain: 'spf-include-nxdomain.test',
    about: 'an include of a name that does not exist',
    records: (a) => a.publish(spf(a, `v=spf1 include:gone.test ${ok.spfInclude} -all`)),
    expect: { records: { spf: 'mismatch' }, problem: /permanent error/ },
  },
  {
    domain: 'dkim-missing.test',
    about: 'DKIM missing',
    records: (a) => a.publish({ dkim: [] }),
    expect: { records: { dkim: 'missing' }, problem: /no DKIM key/ },
  },
  {
    domain: 'dkim-wrong-key.test',
    about: 'another key published',
    records: (a) => a.publish({ dkim: [txt(a.of('dkim').fqdn, ...txtStrings(dkimValue(otherKey)))] }),
    expect: { records: { dkim: 'mismatch' }, problem: /a different key/ },
  },
  {
    domain: 'dkim-truncated.test',
    about: 'the key cut at 255 characters',
    records: (a) => a.publish({ dkim: [txt(a.of('dkim').fqdn, a.of('dkim').value.slice(0, 255))] }),
    expect: { records: { dkim: 'mismatch' }, problem: /^truncated: .*exactly 255 characters/ },
  },
  {
    domain: 'dkim-split.test',
    about: 'the key split into strings (joins right)',
    records: (a) => {
      const { fqdn, value } = a.of('dkim');
      const at = value.indexOf('p=');
      return a.publish({
        dkim: [txt(fqdn, value.slice(0, at), value.slice(at, at + 202), value.slice(at + 202))],
      });
    },
  },
  {
    domain: 'dkim-revoked.test',
    about: 'an empty p= (revoked)',
    records: (a) =>
      a.publish({ dkim: [txt(a.of('dkim').fqdn, a.of('dkim').value.replace(/p=[^;]*/, 'p='))] }),
    expect: { records: { dkim: 'mismatch' }, problem: /revoked/ },
  },
  {
    domain: 'dkim-cname.test',
    about: 'the selector delegated by CNAME to a host holding the key',
    records: (a) => {
      const { fqdn, selector, value } = a.of('dkim');
      const holder = `${selector}.keys.relaydesk.test`;
      return [
        ...a.publish({ dkim: [{ type: 'CNAME', name: fqdn, target: holder }] }),
        txt(holder, ...txtStrings(value)),
      ];
    },
  },
  {
    domain: 'dmarc-missing.test',
    about: 'DMARC missing',
    records: (a) => a.publish({ dmarc: [] }),
    expect: { records: { dmarc: 'missing' }, problem: /no DMARC record/ },
  },
  {
    domain: 'dmarc-malformed.test',
    about: 'DMARC with an invalid policy',
    records: (a) => a.publish({ dmarc: [txt(a.of('dmarc').fqdn, 'v=DMARC1; p=maybe')] }),
    expect: { records: { dmarc: 'mismatch' }, problem: /malformed: no valid p=/ },
  },
  {
    domain: 'dmarc-bad-version.test',
    about: 'DMARC not starting with v=DMARC1',
    records: (a) => a.publish({ dmarc: [txt(a.of('dmarc').fqdn, 'v=DMARC2; p=none')] }),
    expect: { records: { dmarc: 'mismatch' }, problem: /must start with v=DMARC1/ },
  },
  {
    domain: 'dmarc-pct.test',
    about: 'DMARC with pct out of range',
    records: (a) => a.publish({ dmarc: [txt(a.of('dmarc').fqdn, 'v=DMARC1; p=quarantine; pct=150')] }),
    expect: { records: { dmarc: 'mismatch' }, problem: /pct=150/ },
  },
  {
    domain: 'dmarc-two-records.test',
    about: 'two DMARC records',
    records: (a) =>
      a.publish({
        dmarc: [txt(a.of('dmarc').fqdn, 'v=DMARC1; p=none'), txt(a.of('dmarc').fqdn, 'v=DMARC1; p=reject')],
      }),
    expect: { records: { dmarc: 'mismatch' }, problem: /2 DMARC records/ },
  },
  {
    domain: 'dmarc-reject.test',
    about: 'p=reject with its tags, read',
    records: (a) =>
      a.publish({
        dmarc: [
          txt(
            a.of('dmarc').fqdn,
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
  },
  {
    domain: 'return-path-wrong.test',
    about: 'the return path a CNAME to another host',
    records: (a) =>
      a.publish({
        return_path: [{ type: 'CNAME', name: a.of('return_path').fqdn, target: 'bounces.other-esp.test' }],
      }),
    expect: (a) => ({
      records: { return_path: 'mismatch' },
      problem: new RegExp(literal(`a CNAME to bounces.other-esp.test, not to ${a.of('return_path').value}`)),
    }),
  },
  {
    domain: 'return-path-missing.test',
    about: 'no return-path CNAME',
    records: (a) => a.publish({ return_path: [] }),
    expect: { records: { return_path: 'missing' }, problem: /no CNAME/ },
  },
  {
    domain: 'ptr-missing.test',
    about: 'a sending IP without PTR',
    sendingIps: ['192.0.2.30'],
    expect: { reverseDns: 'missing' },
  },
  {
    domain: 'ptr-unconfirmed.test',
    about: 'PTR not forward-confirmed',
    sendingIps: ['192.0.2.31'],
    records: (a) => [
      ...a.publish(),
      { type: 'PTR', ip: '192.0.2.31', name: 'host31.relaydesk.test' },
      { type: 'A', name: 'host31.relaydesk.test', address: '192.0.2.99' },
    ],
    expect: { reverseDns: 'mismatch' },
  },
  {
    domain: 'ptr-servfail.test',
    about: "the sending IP's reverse zone answers SERVFAIL",
    sendingIps: ['192.0.2.32'],
    expect: { reverseDns: 'error' },
  },
  {
    domain: 'ptr-ipv6.test',
    about: 'an IPv6 sending IP, forward-confirmed',
    sendingIps: ['2001:db8::25'],
    records: (a) => [...a.publish(), ...reverseDnsOf('2001:db8::25', 'mail6.relaydesk.test')],
  },
  {
    domain: 'servfail.test',
    about: 'the domain answers SERVFAIL',
    records: () => [],
    expect: {
      records: { spf: 'error', dkim: 'error', return_path: 'error', dmarc: 'error' },
      problem: /could not check: the DNS server failed \(SERVFAIL\)/,
    },
  },
  {
    domain: 'timeout.test',
    about: 'the domain never answers',
    records: () => [],
    expect: {
      records: { spf: 'error', dkim: 'error', return_path: 'error', dmarc: 'error' },
      problem: /could not check: no answer in time/,
      timedOut: /TXT timeout\.test/,
    },
  },
  {
    domain: 'dkim-timeout.test',
    about: 'only the DKIM selector never answers',
    records: (a) => a.publish({ dkim: [] }),
    expect: (a) => ({
      records: { dkim: 'error' },
      problem: new RegExp(literal(`no answer in time for TXT ${a.of('dkim').fqdn}`)),
      timedOut: new RegExp(`^${literal(`TXT ${a.of('dkim').fqdn}`)}$`),
    }),
  },
  {
    domain: 'bl-refused.test',
    about: 'Spamhaus answers 127.255.255.254 (a public resolver): could not check, not listed',
    sendingIps: ['192.0.2.40'],
    records: (a) => [...a.publish(), ...reverseDnsOf('192.0.2.40', 'host40.relaydesk.test')],
    expect: { blocklists: ['zen.bl.test 192.0.2.40 error 127.255.255.254'] },
  },
  {
    domain: 'bl-listed.test',
    about: 'a sending IP listed (127.0.0.2)',
    sendingIps: ['192.0.2.41'],
    records: (a) => [...a.publish(), ...reverseDnsOf('192.0.2.41', 'host41.relaydesk.test')],
    expect: { blocklists: ['zen.bl.test 192.0.2.41 listed 127.0.0.2'] },
  },
  {
    domain: 'bl-odd-answer.test',
    about: 'a list answering outside 127.0.0.0/8',
    sendingIps: ['192.0.2.42'],
    records: (a) => [...a.publish(), ...reverseDnsOf('192.0.2.42', 'host42.relaydesk.test')],
    expect: { blocklists: ['zen.bl.test 192.0.2.42 error 10.0.0.1'] },
  },
  {
    domain: 'bl-domain-listed.test',
    about: 'the domain on a domain list (127.0.1.2)',
    expect: { blocklists: ['dbl.bl.test bl-domain-listed.test listed 127.0.1.2'] },
  },
  {
    domain: 'bl-domain-refused.test',
    about: 'the domain list refuses (127.255.255.252)',
    expect: { blocklists: ['dbl.bl.test bl-domain-refused.test error 127.255.255.252'] },
  },
];

/** Each fixture's domain and the IPs its mail leaves from: what a service needs before the records. */
export const fixtureDomains = specs.map((s) => ({
  domain: s.domain,
  about: s.about,
  sendingIps: s.sendingIps ?? [world.sendingIp],
}));

/**
 * The fixtures for whatever records are asked of each domain: the fixed world's (the engine test), or a
 * service's own answer (its selector, key, `all`, return-path host). Each misconfiguration is made from
 * the expected records (the wrong key beside the expected one, the expected key truncated, …).
 */
export function buildFixtures(expectedFor: (domain: string) => readonly ExpectedRecord[]): DomainFixture[] {
  return specs.map(({ domain, about, sendingIps, records, expect }) => {
    const a = asked(domain, expectedFor(domain));
    return {
      domain,
      about,
      records: records ? records(a) : a.publish(),
      sendingIps: sendingIps ?? [world.sendingIp],
      expect: (typeof expect === 'function' ? expect(a) : expect) ?? {},
    };
  });
}

export const domainFixtures: DomainFixture[] = buildFixtures((domain) => expectedRecords(domain, key));

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
