import { isIP } from 'node:net';
import { domainNameSchema } from '../../../../src/contract/domains';
import { knownDnsblZones } from './dnsbl-zones';
import type { DnsblZone } from './types';

/** Where the domain checks ask, and which blocklists they ask. */
export interface DnsSettings {
  /** `host:port` strings for c-ares (`[::1]:53` for IPv6); null = the system's resolvers. */
  servers: string[] | null;
  dnsbl: DnsblZone[];
}

/** `192.0.2.1`, `192.0.2.1:5353`, `[::1]:53` or a bare `::1`: c-ares takes IP addresses only. */
function parseServer(item: string): string {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(item);
  const v4 = /^([\d.]+)(?::(\d+))?$/.exec(item);
  const [host, port] = bracketed ? [bracketed[1]!, bracketed[2]] : v4 ? [v4[1]!, v4[2]] : [item, undefined];
  const family = isIP(host);
  if (!family) throw new Error(`"${item}" is not an IP address with an optional port (IPv6 as [::1]:53)`);
  if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65535))
    throw new Error(`"${item}" has a port outside 1–65535`);
  const address = family === 6 ? `[${host}]` : host;
  return port === undefined ? (family === 6 ? host : address) : `${address}:${port}`;
}

/**
 * One `DNSBL_ZONES` entry: `zone[:ip|domain][:like=<known zone>]`. A zone the defaults know keeps
 * its name, refusal codes and delisting page; `like=` reads another zone's answers as a known list's
 * (a test's loopback copy of Spamhaus). Without either, a list has no refusal codes and no page.
 */
function parseZone(entry: string): DnsblZone {
  const [zone = '', ...options] = entry.split(':').map((part) => part.trim().toLowerCase());
  if (!domainNameSchema.safeParse(zone).success) throw new Error(`"${zone}" is not a DNS zone name`);
  let lists: 'ip' | 'domain' | undefined;
  let like = knownDnsblZones.find((known) => known.zone === zone);
  for (const option of options) {
    if (option === 'ip' || option === 'domain') lists = option;
    else if (option.startsWith('like=')) {
      like = knownDnsblZones.find((known) => known.zone === option.slice(5));
      if (!like)
        throw new Error(
          `"${entry}": like= names one of ${knownDnsblZones.map((known) => known.zone).join(', ')}`,
        );
    } else throw new Error(`"${entry}": expected zone[:ip|domain][:like=<known zone>]`);
  }
  return {
    zone,
    list: like?.list ?? zone,
    lists: lists ?? like?.lists ?? 'ip',
    refusalCodes: like?.refusalCodes ?? [],
    delistUrl: like?.delistUrl ?? null,
  };
}

function parseEach<T>(variable: string, value: string, parse: (item: string) => T): T[] {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.map((item) => {
    try {
      return parse(item);
    } catch (err) {
      throw new Error(`Invalid configuration:\n  ${variable}: ${(err as Error).message}`);
    }
  });
}

/**
 * `DNS_SERVERS` (comma list; unset = the system's resolvers) and `DNSBL_ZONES` (comma list; unset =
 * `knownDnsblZones`; `none` = no blocklists). A bad value throws, naming the variable, like loadConfig.
 */
export function dnsSettingsFromEnv(env: Record<string, string | undefined>): DnsSettings {
  const servers = parseEach('DNS_SERVERS', env.DNS_SERVERS ?? '', parseServer);
  const zones = env.DNSBL_ZONES?.trim();
  return {
    servers: servers.length ? servers : null,
    dnsbl: !zones
      ? [...knownDnsblZones]
      : zones.toLowerCase() === 'none'
        ? []
        : parseEach('DNSBL_ZONES', zones, parseZone),
  };
}
