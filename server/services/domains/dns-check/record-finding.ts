import { isAbsent, lookupProblem, type Lookups } from './dns-lookups';
import type { RecordFinding } from './types';

/** A record's verdict without its kind and selector (the caller knows those). */
export type Finding = Pick<RecordFinding, 'status' | 'found' | 'problem'>;

/**
 * A failed lookup as a finding: NXDOMAIN or no record is `missing`; anything else (SERVFAIL, REFUSED,
 * a timeout, a reserved name) is `error`, "could not check", never `missing`.
 */
export function failedLookup(err: unknown, query: string, absent: string): Finding {
  return isAbsent(err)
    ? { status: 'missing', found: [], problem: absent }
    : { status: 'error', found: [], problem: lookupProblem(err, query) };
}

/** The TXT records at a name, each record's strings joined (RFC 7208 §3.3, RFC 6376 §3.6.2.2). */
export async function txtRecordsAt(
  name: string,
  lookups: Lookups,
  what: string,
): Promise<{ status?: undefined; records: string[] } | Finding> {
  try {
    const records = (await lookups.resolve(name, 'TXT')) as string[][];
    return { records: records.map((strings) => strings.join('')) };
  } catch (err) {
    return failedLookup(err, `TXT ${name}`, `no ${what} at ${name} (no TXT record)`);
  }
}
