import { BlockList, isIP } from 'node:net';
import { embeddedIpv4, isLoopbackIp, isTranslatedLoopback } from '../../src/contract/ip-embedding';
export { embeddedIpv4, ipv6Bytes } from '../../src/contract/ip-embedding';
import { lookupHost, type LookupOptions, type ResolvedAddress } from './webhook-dns';

const blockedV4 = new BlockList();
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
  blockedV4.addSubnet(net, bits, 'ipv4');

const blockedV6 = new BlockList();
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['64:ff9b:1::', 48], // local-use NAT64: whatever it translates to is inside the network
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo: tunnels to an (obfuscated) IPv4 address
  ['2001:2::', 48], // benchmarking (as 198.18.0.0/15)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation (RFC 9637)
  ['5f00::', 16], // SRv6 segment identifiers (RFC 9602): routed inside an operator's network only
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some stacks)
  ['ff00::', 8], // multicast
] as const)
  blockedV6.addSubnet(net, bits, 'ipv6');

/**
 * Why a webhook may not be sent to this IP address, or null when it may. Every IPv6 form that maps
 * to an IPv4 address is judged as that IPv4 address. One guard, used at creation, edit and delivery.
 */
export function addressProblem(ip: string, allowLoopback: boolean): string | null {
  const raw = ip.replace(/^\[|\]$/g, '');
  if (isTranslatedLoopback(raw))
    return `refused: ${raw} is a loopback address behind a translator (NAT64, 6to4), not this host`;
  const addr = isIP(raw) === 6 ? (embeddedIpv4(raw) ?? raw) : raw;
  const family = isIP(addr) === 6 ? 'ipv6' : isIP(addr) === 4 ? 'ipv4' : null;
  if (!family) return `refused: ${raw} is not an IP address`;
  if (isLoopbackIp(addr)) return allowLoopback ? null : `refused: ${raw} is a loopback address`;
  const blocked = family === 'ipv4' ? blockedV4.check(addr, 'ipv4') : blockedV6.check(addr, 'ipv6');
  if (blocked) return `refused: ${raw} is a private, link-local or reserved address`;
  return null;
}

/** Names that always mean this machine or its private network, refused without a DNS lookup. */
const internalName = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;

/**
 * The checks that need no DNS lookup, for creating and editing a webhook: an IP-literal host is
 * judged by `addressProblem`, and names of the local network are refused. Names are resolved and
 * checked again at every delivery (see `resolveSafely`).
 */
export function hostProblem(hostname: string, allowLoopback: boolean): string | null {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return addressProblem(host, allowLoopback);
  if (internalName.test(host.replace(/\.$/, ''))) {
    return allowLoopback && /^localhost\.?$/i.test(host) ? null : `refused: ${host} is a local network name`;
  }
  return null;
}

/**
 * Resolves the webhook's host at delivery time and vets every address it resolves to; the caller
 * connects only to the returned addresses, so a DNS answer that changes between check and connect
 * (rebinding) cannot smuggle a request to an internal host. One bad address refuses the whole name.
 */
export async function resolveSafely(
  hostname: string,
  allowLoopback: boolean,
  lookup: LookupOptions,
): Promise<ResolvedAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const early = hostProblem(host, allowLoopback);
  if (early) throw new Error(early);
  const answers = await lookupHost(host, lookup);
  for (const a of answers) {
    const problem = addressProblem(a.address, allowLoopback);
    if (problem) throw new Error(problem);
  }
  return answers;
}
