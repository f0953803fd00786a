import { BlockList, isIP } from 'node:net';

/** RFC 6761 / RFC 2606 names no public resolver can answer for (the demo's domains live under `.test`). */
const reservedName = /(^|\.)(test|example|invalid|localhost)\.?$/i;

/** Documentation, private and loopback addresses: the public DNS holds nothing of them either. */
const specialAddresses = new BlockList();
for (const [net, bits, family] of [
  ['10.0.0.0', 8, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
] as const)
  specialAddresses.addSubnet(net, bits, family);

/**
 * Why a name or address is not asked of the system's resolvers, or null. Only the system's: with
 * `DNS_SERVERS` set every name goes to those servers (tests serve `.test` zones on loopback).
 */
export function reservedNameProblem(nameOrIp: string): string | null {
  const family = isIP(nameOrIp);
  if (family)
    return specialAddresses.check(nameOrIp, family === 6 ? 'ipv6' : 'ipv4')
      ? `${nameOrIp} is a documentation, private or loopback address: not looked up through the system's resolvers (set DNS_SERVERS to check it)`
      : null;
  return reservedName.test(nameOrIp)
    ? `${nameOrIp.replace(/\.$/, '')} is a reserved name (RFC 6761): not looked up through the system's resolvers (set DNS_SERVERS to check it)`
    : null;
}
