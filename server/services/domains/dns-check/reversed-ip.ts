import { isIP } from 'node:net';
import { ipv6Bytes } from '../../../../src/contract/ip-embedding';

/** An IP as reverse DNS and DNSBLs name it: IPv4 octets, or IPv6 nibbles, reversed (RFC 5782 §2). */
export function reversedIp(ip: string): string {
  if (isIP(ip) === 4) return ip.split('.').reverse().join('.');
  const nibbles = ipv6Bytes(ip)!.flatMap((byte) => [byte >> 4, byte & 15]);
  return nibbles
    .reverse()
    .map((n) => n.toString(16))
    .join('.');
}

/** Where an IP's PTR record lives: `4.3.2.1.in-addr.arpa`, or nibbles under `ip6.arpa`. */
export const ptrName = (ip: string) => `${reversedIp(ip)}.${isIP(ip) === 4 ? 'in-addr' : 'ip6'}.arpa`;
