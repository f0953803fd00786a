import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
// Private, shared, link-local (cloud metadata lives at 169.254.169.254), reserved and multicast ranges.
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['100::', 64],
  ['2001:db8::', 32],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it carries. */
const unmap = (ip: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;

export function addressProblem(ip: string, allowLoopback: boolean): string | null {
  const addr = unmap(ip);
  const family = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(addr, family)) return allowLoopback ? null : `refused: ${addr} is a loopback address`;
  if (blocked.check(addr, family)) return `refused: ${addr} is a private, link-local or reserved address`;
  return null;
}

/**
 * Resolves the webhook's host at delivery time and vets every address it resolves to; the caller
 * connects to the returned address, so a DNS answer that changes between check and connect
 * (rebinding) cannot smuggle a request to an internal host.
 */
export async function resolveSafely(
  hostname: string,
  allowLoopback: boolean,
): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const answers = isIP(host)
    ? [{ address: host, family: isIP(host) as 4 | 6 }]
    : await lookup(host, { all: true, verbatim: true });
  if (!answers.length) throw new Error(`could not resolve ${host}`);
  for (const a of answers) {
    const problem = addressProblem(a.address, allowLoopback);
    if (problem) throw new Error(problem);
  }
  const first = answers[0]!;
  return { address: first.address, family: first.family as 4 | 6 };
}
