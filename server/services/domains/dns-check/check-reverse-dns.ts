import { isIP } from 'node:net';
import type { ReverseDns } from '../../../../src/contract/domains';
import { ipv6Bytes } from '../../../../src/contract/ip-embedding';
import { isAbsent, lookupProblem, type Lookups } from './dns-lookups';

/** At most this many PTR names are followed forward (as RFC 7208 §4.6.4 bounds a `ptr` mechanism). */
const maxNames = 10;

/** A sending IP's reverse DNS, forward-confirmed: its PTR name's A/AAAA records hold the IP again. */
export async function checkReverseDns(ip: string, lookups: Lookups): Promise<ReverseDns> {
  let names: string[];
  try {
    names = await lookups.reverse(ip);
  } catch (err) {
    return isAbsent(err)
      ? { ip, status: 'missing', ptr: null, problem: `no PTR record for ${ip}` }
      : { ip, status: 'error', ptr: null, problem: lookupProblem(err, `PTR ${ip}`) };
  }
  if (!names.length) return { ip, status: 'missing', ptr: null, problem: `no PTR record for ${ip}` };
  const type = isIP(ip) === 6 ? 'AAAA' : 'A';
  const forward = await Promise.allSettled(
    names.slice(0, maxNames).map((name) => lookups.resolve(name, type) as Promise<string[]>),
  );
  const confirmed = names.find((_, i) => {
    const answer = forward[i];
    return answer?.status === 'fulfilled' && answer.value.some((address) => sameIp(address, ip));
  });
  if (confirmed) return { ip, status: 'verified', ptr: confirmed, problem: null };
  const failed = forward.findIndex((a) => a.status === 'rejected' && !isAbsent(a.reason));
  if (failed >= 0)
    return {
      ip,
      status: 'error',
      ptr: names[failed]!,
      problem: lookupProblem((forward[failed] as PromiseRejectedResult).reason, `${type} ${names[failed]}`),
    };
  return {
    ip,
    status: 'mismatch',
    ptr: names[0]!,
    problem: `not forward-confirmed: ${names[0]} does not resolve to ${ip}`,
  };
}

/** The same address however it is written (IPv6 has many spellings). */
function sameIp(a: string, b: string) {
  if (isIP(a) !== 6 || isIP(b) !== 6) return a === b;
  return String(ipv6Bytes(a)) === String(ipv6Bytes(b));
}
