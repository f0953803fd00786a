import { BlockList, isIP, isIPv4 } from 'node:net';
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

/** 16 bytes of an IPv6 address in any textual form (`::`, embedded dotted quad), or null. */
export function ipv6Bytes(ip: string): number[] | null {
  let text = ip.toLowerCase();
  const tail: number[] = [];
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    if (!isIPv4(quad[1]!)) return null;
    tail.push(...quad[1]!.split('.').map(Number));
    text = `${text.slice(0, -quad[1]!.length)}0:0`;
  }
  const [head = '', rest] = text.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const fill = 8 - left.length - right.length;
  if (rest === undefined ? fill !== 0 : fill < 0) return null;
  const words = [...left, ...Array<string>(rest === undefined ? 0 : fill).fill('0'), ...right];
  const bytes = words.flatMap((w) => {
    const n = parseInt(w, 16);
    return [n >> 8, n & 0xff];
  });
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

const v4Of = (b: number[], at: number) => b.slice(at, at + 4).join('.');
const zeros = (b: number[], from: number, to: number) => b.slice(from, to).every((x) => x === 0);

/**
 * The IPv4 address an IPv6 address carries, for every form that routes to one: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64
 * (64:ff9b::a.b.c.d) and 6to4 (2002:AABB:CCDD::). Otherwise null.
 */
export function embeddedIpv4(ip: string): string | null {
  const b = ipv6Bytes(ip);
  if (!b) return null;
  if (zeros(b, 0, 10) && b[10] === 0xff && b[11] === 0xff) return v4Of(b, 12);
  if (zeros(b, 0, 12) && !zeros(b, 12, 16) && !(zeros(b, 12, 15) && b[15] === 1)) return v4Of(b, 12);
  if (zeros(b, 0, 8) && b[8] === 0xff && b[9] === 0xff && zeros(b, 10, 12)) return v4Of(b, 12);
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(b, 4, 12)) return v4Of(b, 12);
  if (b[0] === 0x20 && b[1] === 0x02) return v4Of(b, 2);
  return null;
}

const isLoopback = (ip: string, family: 'ipv4' | 'ipv6') =>
  family === 'ipv4'
    ? ip.startsWith('127.')
    : ipv6Bytes(ip)?.every((x, i) => x === (i === 15 ? 1 : 0)) === true;

/**
 * Why a webhook may not be sent to this IP address, or null when it may. Every IPv6 form that maps
 * to an IPv4 address is judged as that IPv4 address. One guard, used at creation, edit and delivery.
 */
export function addressProblem(ip: string, allowLoopback: boolean): string | null {
  const raw = ip.replace(/^\[|\]$/g, '');
  const addr = isIP(raw) === 6 ? (embeddedIpv4(raw) ?? raw) : raw;
  const family = isIP(addr) === 6 ? 'ipv6' : isIP(addr) === 4 ? 'ipv4' : null;
  if (!family) return `refused: ${raw} is not an IP address`;
  if (isLoopback(addr, family)) return allowLoopback ? null : `refused: ${raw} is a loopback address`;
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
