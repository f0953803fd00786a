import type { DnsblZone } from './types';

/** Spamhaus answers these when it refuses a query (RFC 5782 leaves errors to each list). */
const spamhausRefusals = [
  '127.255.255.252', // a typing error in the list's name
  '127.255.255.254', // asked through a public or open resolver
  '127.255.255.255', // too many queries
];

/**
 * The lists checked by default (`DNSBL_ZONES` unset): each with the answers that mean "refused" rather
 * than "listed", from the list's own documentation, and where a listed sender asks to be removed.
 */
export const knownDnsblZones: readonly DnsblZone[] = [
  {
    zone: 'zen.spamhaus.org',
    list: 'Spamhaus ZEN',
    lists: 'ip',
    refusalCodes: spamhausRefusals,
    delistUrl: 'https://check.spamhaus.org/',
  },
  {
    zone: 'b.barracudacentral.org',
    list: 'Barracuda BRBL',
    lists: 'ip',
    refusalCodes: [],
    delistUrl: 'https://www.barracudacentral.org/rbl/removal-request',
  },
  {
    zone: 'bl.spamcop.net',
    list: 'SpamCop',
    lists: 'ip',
    refusalCodes: [],
    delistUrl: 'https://www.spamcop.net/bl.shtml',
  },
  {
    zone: 'dbl.spamhaus.org',
    list: 'Spamhaus DBL',
    lists: 'domain',
    // 127.0.1.255: an IP address was asked of a domain list.
    refusalCodes: [...spamhausRefusals, '127.0.1.255'],
    delistUrl: 'https://check.spamhaus.org/',
  },
];
