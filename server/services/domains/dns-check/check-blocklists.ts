import { isIP } from 'node:net';
import { isAbsent, lookupProblem, type Lookups } from './dns-lookups';
import { reversedIp } from './reversed-ip';
import type { DnsCheckResult, DnsblZone } from './types';

type Listing = DnsCheckResult['blocklists'][number];

/** The name a DNSBL answers for: an IP reversed, or the domain (RFC 5782 §2). */
const queryName = (target: string, zone: string) => `${isIP(target) ? reversedIp(target) : target}.${zone}`;

/**
 * One list's answer for one target. NXDOMAIN is clear; an answer in 127.0.0.0/8 is a listing, except
 * the codes the list documents as refusals (Spamhaus' 127.255.255.254 through a public resolver): those,
 * any other answer and any failure to answer are `error`, "could not check", never "listed".
 */
async function askList(list: DnsblZone, target: string, lookups: Lookups): Promise<Listing> {
  const base = { zone: list.zone, list: list.list, target, delist_url: list.delistUrl };
  const refused = lookups.refusal(target);
  if (refused) return { ...base, status: 'error', code: null, problem: `could not check: ${refused}` };
  const name = queryName(target, list.zone);
  let codes: string[];
  try {
    codes = (await lookups.resolve(name, 'A')) as string[];
  } catch (err) {
    return isAbsent(err)
      ? { ...base, status: 'clear', code: null, problem: null }
      : { ...base, status: 'error', code: null, problem: lookupProblem(err, `A ${name}`) };
  }
  const refusal = codes.find((code) => list.refusalCodes.includes(code));
  if (refusal)
    return {
      ...base,
      status: 'error',
      code: refusal,
      problem: `could not check: the list refused the query (${refusal})`,
    };
  const listed = codes.find((code) => code.startsWith('127.'));
  if (listed) return { ...base, status: 'listed', code: listed, problem: null };
  if (!codes.length) return { ...base, status: 'clear', code: null, problem: null };
  return {
    ...base,
    status: 'error',
    code: codes[0]!,
    problem: `could not check: the list answered ${codes.join(', ')}, outside 127.0.0.0/8 (not a listing)`,
  };
}

/** Each sending IP against each IP list, and the domain against each domain list. */
export function checkBlocklists(
  domain: string,
  sendingIps: readonly string[],
  zones: readonly DnsblZone[],
  lookups: Lookups,
): Promise<Listing[]> {
  return Promise.all(
    zones.flatMap((list) =>
      (list.lists === 'ip' ? sendingIps : [domain]).map((target) => askList(list, target, lookups)),
    ),
  );
}
