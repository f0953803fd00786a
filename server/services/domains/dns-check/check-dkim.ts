import type { Lookups } from './dns-lookups';
import { dkimRecordTags } from './mailauth-parts';
import { txtRecordsAt, type Finding } from './record-finding';
import type { ExpectedRecord } from './types';

/** `p=` without the folding whitespace a provider may leave where it split the value. */
const publicKeyOf = (record: string) => dkimRecordTags(record).p?.replace(/\s+/g, '');

/** How a published key differs from the expected one, in words (they are known to differ). */
function keyDifference(published: string, wanted: string, record: string): string {
  if (!published) return 'the key is revoked (empty p=): mail signed with this selector fails DKIM';
  if (wanted.startsWith(published))
    return `truncated: the key stops after ${published.length} of ${wanted.length} characters${record.length === 255 ? ' (the record is exactly 255 characters, one DNS string: publish it as several strings)' : ''}`;
  return 'a different key: the published key is not this selector’s';
}

/**
 * A DKIM selector's key compared bit for bit: `p=` of each TXT record at the selector, its strings
 * joined, base64-decoded and compared with the key the service signs with.
 */
export async function checkDkim(expected: ExpectedRecord, lookups: Lookups): Promise<Finding> {
  const txt = await txtRecordsAt(expected.fqdn, lookups, 'DKIM key');
  if (txt.status) return txt;
  const found = txt.records.filter((record) => publicKeyOf(record) !== undefined);
  if (!found.length) return { status: 'missing', found, problem: `no DKIM key (p=) at ${expected.fqdn}` };
  const wanted = publicKeyOf(expected.value) ?? '';
  const wantedBits = Buffer.from(wanted, 'base64');
  if (found.some((record) => Buffer.from(publicKeyOf(record)!, 'base64').equals(wantedBits)))
    return { status: 'verified', found, problem: null };
  return { status: 'mismatch', found, problem: keyDifference(publicKeyOf(found[0]!)!, wanted, found[0]!) };
}
