import type { Config } from '../../config';
import { createDnsCheck } from './dns-check/check-domain';
import { dnsSettingsFromEnv } from './dns-check/dns-settings';
import type { DnsblZone, DnsCheck } from './dns-check/types';

const made = new Map<string, { check: DnsCheck; dnsbl: readonly DnsblZone[] }>();

/**
 * The built-in DNS check on `DNS_SERVERS` and the blocklists of `DNSBL_ZONES`, made once per setting.
 * Throws on a `DNSBL_ZONES` it cannot read, naming the variable: the service calls it at start.
 */
export function configuredDnsCheck(config: Pick<Config, 'DNS_SERVERS' | 'DNSBL_ZONES'>) {
  const key = `${config.DNS_SERVERS.join(',')}|${config.DNSBL_ZONES}`;
  let engine = made.get(key);
  if (!engine) {
    const settings = dnsSettingsFromEnv({
      DNS_SERVERS: config.DNS_SERVERS.join(','),
      DNSBL_ZONES: config.DNSBL_ZONES,
    });
    engine = { check: createDnsCheck({ servers: settings.servers }), dnsbl: settings.dnsbl };
    made.set(key, engine);
  }
  return engine;
}
