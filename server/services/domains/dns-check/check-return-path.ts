import type { Lookups } from './dns-lookups';
import { failedLookup, type Finding } from './record-finding';
import type { ExpectedRecord } from './types';

const host = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** The return-path (bounce) host: a CNAME at the expected name pointing at the service's host. */
export async function checkReturnPath(expected: ExpectedRecord, lookups: Lookups): Promise<Finding> {
  let found: string[];
  try {
    found = ((await lookups.resolve(expected.fqdn, 'CNAME')) as string[]).map(host);
  } catch (err) {
    return failedLookup(err, `CNAME ${expected.fqdn}`, `no CNAME at ${expected.fqdn}`);
  }
  if (!found.length) return { status: 'missing', found, problem: `no CNAME at ${expected.fqdn}` };
  return found.includes(host(expected.value))
    ? { status: 'verified', found, problem: null }
    : {
        status: 'mismatch',
        found,
        problem: `a CNAME to ${found.join(', ')}, not to ${host(expected.value)}`,
      };
}
