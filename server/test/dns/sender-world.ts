import { generateKeyPairSync } from 'node:crypto';
import type { ExpectedRecord } from '../../services/domains/dns-check/types';
import type { FixtureRecord } from './dns-fixture-server';

/**
 * The service as the fixture DNS sees it (its SPF include, bounce host, sending IP with reverse DNS,
 * loopback copies of Spamhaus' lists), the records it asks a sender to publish, and those records
 * published right: the baseline each fixture misconfiguration changes one thing of.
 */
export const world = {
  spfInclude: '_spf.relaydesk.test',
  returnPathHost: 'bounces.relaydesk.test',
  sendingIp: '192.0.2.10',
  selector: 's1',
  /** DNSBL_ZONES for the fixtures: read as Spamhaus ZEN and DBL. */
  dnsblZones: 'zen.bl.test:ip:like=zen.spamhaus.org,dbl.bl.test:domain:like=dbl.spamhaus.org',
} as const;

/** A DKIM public key as `p=` carries it: SubjectPublicKeyInfo DER, base64 (RFC 6376 §3.6.1). */
export const dkimPublicKey = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 })
    .publicKey.export({ type: 'spki', format: 'der' })
    .toString('base64');

/** A TXT value as DNS strings of at most 255 characters, in order. */
export const txtStrings = (value: string) => value.match(/.{1,255}/g) ?? [''];

/** An IP's PTR and its forward record: reverse DNS that is forward-confirmed. */
export const reverseDnsOf = (ip: string, name: string): FixtureRecord[] => [
  { type: 'PTR', ip, name },
  { type: ip.includes(':') ? 'AAAA' : 'A', name, address: ip },
];

export const serviceRecords = (): FixtureRecord[] => [
  { type: 'TXT', name: world.spfInclude, strings: ['v=spf1 ip4:192.0.2.0/24 ip6:2001:db8::/32 -all'] },
  ...reverseDnsOf(world.sendingIp, 'mail.relaydesk.test'),
];

/** What the service asks `domain` to publish. */
export function expectedRecords(domain: string, dkimKey: string): ExpectedRecord[] {
  return [
    { kind: 'spf', fqdn: domain, type: 'TXT', value: `v=spf1 include:${world.spfInclude} -all` },
    {
      kind: 'dkim',
      selector: world.selector,
      fqdn: `${world.selector}._domainkey.${domain}`,
      type: 'TXT',
      value: `v=DKIM1; k=rsa; p=${dkimKey}`,
    },
    { kind: 'return_path', fqdn: `bounces.${domain}`, type: 'CNAME', value: world.returnPathHost },
    {
      kind: 'dmarc',
      fqdn: `_dmarc.${domain}`,
      type: 'TXT',
      value: 'v=DMARC1; p=none; rua=mailto:dmarc@relaydesk.test',
    },
  ];
}

/**
 * Records as a careful sender publishes them (TXT values split into strings): the expected records
 * here, or the `records` of a domain as the service answers them (the e2e "publishes" those).
 */
export const published = (
  expected: readonly Pick<ExpectedRecord, 'fqdn' | 'type' | 'value'>[],
): FixtureRecord[] =>
  expected.map((record) =>
    record.type === 'CNAME'
      ? { type: 'CNAME', name: record.fqdn, target: record.value }
      : { type: 'TXT', name: record.fqdn, strings: txtStrings(record.value) },
  );
