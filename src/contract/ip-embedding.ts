/**
 * IPv6 text to bytes and the IPv4 address an IPv6 address carries: pure, so the URL rule (which
 * hosts count as loopback for plain http) and the service's address guard judge an address alike.
 */

const ipv4Pattern = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** 16 bytes of an IPv6 address in any textual form (`::`, embedded dotted quad), or null. */
export function ipv6Bytes(ip: string): number[] | null {
  let text = ip.toLowerCase();
  const tail: number[] = [];
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    if (!ipv4Pattern.test(quad[1]!)) return null;
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
  if (!words.every((w) => /^[0-9a-f]{1,4}$/.test(w))) return null;
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

/**
 * 127.0.0.0/8, ::1, or an IPv4-mapped 127.x (::ffff:127.0.0.1), brackets allowed: the addresses
 * this host's own stack answers. The other forms that carry a 127.x address (NAT64, 6to4,
 * IPv4-compatible, translated) are reached only through a translator elsewhere: not this host.
 */
export function isLoopbackIp(ip: string): boolean {
  const raw = ip.replace(/^\[|\]$/g, '');
  if (ipv4Pattern.test(raw)) return raw.startsWith('127.');
  if (!raw.includes(':')) return false;
  const bytes = ipv6Bytes(raw);
  if (!bytes) return false;
  if (bytes.every((x, i) => x === (i === 15 ? 1 : 0))) return true;
  const mapped = zeros(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff;
  return mapped && bytes[12] === 127;
}

/** An IPv6 form carrying 127.x that is not this host (see isLoopbackIp): refused in every mode. */
export const isTranslatedLoopback = (ip: string) =>
  !isLoopbackIp(ip) && embeddedIpv4(ip.replace(/^\[|\]$/g, ''))?.startsWith('127.') === true;
