import { describe, expect, it } from 'vitest';
import { dnsSettingsFromEnv } from './dns-settings';
import { knownDnsblZones } from './dnsbl-zones';

describe('dnsSettingsFromEnv', () => {
  it("unset: the system's resolvers and the documented default lists", () => {
    const settings = dnsSettingsFromEnv({});
    expect(settings.servers).toBeNull();
    expect(settings.dnsbl.map((z) => `${z.zone}:${z.lists}`)).toEqual([
      'zen.spamhaus.org:ip',
      'b.barracudacentral.org:ip',
      'bl.spamcop.net:ip',
      'dbl.spamhaus.org:domain',
    ]);
    expect(settings.dnsbl[0]!.refusalCodes).toContain('127.255.255.254');
  });

  it('reads host:port lists, IPv6 in brackets', () => {
    expect(dnsSettingsFromEnv({ DNS_SERVERS: '127.0.0.1:5353, [::1]:53 ,192.0.2.53,::1' }).servers).toEqual([
      '127.0.0.1:5353',
      '[::1]:53',
      '192.0.2.53',
      '::1',
    ]);
  });

  it('reads custom lists, a known zone keeping its codes, like= lending a known list’s, none for no lists', () => {
    const { dnsbl } = dnsSettingsFromEnv({
      DNSBL_ZONES:
        'zen.bl.test:ip:like=zen.spamhaus.org, dbl.bl.test:domain:like=dbl.spamhaus.org, dbl.spamhaus.org, rbl.example.net',
    });
    expect(dnsbl).toEqual([
      { ...knownDnsblZones[0], zone: 'zen.bl.test' },
      { ...knownDnsblZones[3], zone: 'dbl.bl.test' },
      knownDnsblZones[3],
      { zone: 'rbl.example.net', list: 'rbl.example.net', lists: 'ip', refusalCodes: [], delistUrl: null },
    ]);
    expect(dnsSettingsFromEnv({ DNSBL_ZONES: 'none' }).dnsbl).toEqual([]);
  });

  it.each([
    ['DNS_SERVERS', 'dns.example.com:53', /DNS_SERVERS: "dns.example.com:53" is not an IP address/],
    ['DNS_SERVERS', '127.0.0.1:0', /DNS_SERVERS: "127.0.0.1:0" has a port outside 1–65535/],
    ['DNS_SERVERS', '[::1]:99999', /port outside/],
    ['DNS_SERVERS', '999.0.0.1', /not an IP address/],
    [
      'DNSBL_ZONES',
      'zen.spamhaus.org:both',
      /DNSBL_ZONES: "zen.spamhaus.org:both": expected zone\[:ip\|domain\]/,
    ],
    ['DNSBL_ZONES', 'not a zone', /DNSBL_ZONES: "not a zone" is not a DNS zone name/],
    ['DNSBL_ZONES', 'x.test:like=nowhere.org', /like= names one of zen\.spamhaus\.org/],
  ])('refuses %s=%s with a message naming it', (variable, value, message) => {
    expect(() => dnsSettingsFromEnv({ [variable]: value })).toThrow(message);
  });
});
