import type { Lookups, LookupType } from './dns-lookups';
import { getDmarcRecord, type DmarcTags } from './mailauth-parts';
import { failedLookup, txtRecordsAt, type Finding } from './record-finding';
import type { DnsCheckResult, ExpectedRecord } from './types';

const policies = ['none', 'quarantine', 'reject'] as const;
const alignment = (value: unknown) => (String(value).toLowerCase() === 's' ? 's' : 'r');

/** The policy a receiver applies, or why it would ignore the record (RFC 7489 §6.3). */
function readPolicy(tags: DmarcTags): DnsCheckResult['dmarc'] | string {
  const policy = policies.find((p) => p === String(tags.p ?? '').toLowerCase());
  if (!policy) return `malformed: no valid p= (none, quarantine or reject), receivers ignore the record`;
  const pct = tags.pct === undefined ? 100 : Number(tags.pct);
  if (!(pct >= 0 && pct <= 100)) return `malformed: pct=${String(tags.pct)} is not 0–100`;
  const rua = typeof tags.rua === 'string' ? tags.rua.split(',').map((uri) => uri.trim()) : [];
  return { policy, pct, rua: rua.filter(Boolean), adkim: alignment(tags.adkim), aspf: alignment(tags.aspf) };
}

/**
 * DMARC found and read by mailauth (its record lookup, with the organisational domain's record as a
 * fallback, RFC 7489 §6.6.3); any valid policy verifies, `p=none` included (the page shows the path on).
 */
export async function checkDmarc(
  expected: ExpectedRecord,
  domain: string,
  lookups: Lookups,
): Promise<Finding & { dmarc: DnsCheckResult['dmarc'] }> {
  const txt = await txtRecordsAt(expected.fqdn, lookups, 'DMARC record');
  if (txt.status === 'error') return { ...txt, dmarc: null };
  const found = txt.status ? [] : txt.records.filter((record) => /^v=DMARC1\b/i.test(record.trim()));
  if (found.length > 1)
    return {
      status: 'mismatch',
      found,
      problem: `${found.length} DMARC records at ${expected.fqdn}: receivers ignore them all`,
      dmarc: null,
    };
  let tags: DmarcTags | false;
  try {
    tags = await getDmarcRecord(domain, (name, type) => lookups.resolve(name, type as LookupType));
  } catch (err) {
    return { ...failedLookup(err, `TXT ${expected.fqdn}`, ''), dmarc: null };
  }
  if (!tags) {
    const other = txt.status ? [] : txt.records.filter((record) => /^v\s*=\s*DMARC/i.test(record.trim()));
    return other.length
      ? {
          status: 'mismatch',
          found: other,
          problem: 'malformed: the record must start with v=DMARC1',
          dmarc: null,
        }
      : {
          status: 'missing',
          found: [],
          problem: `no DMARC record (v=DMARC1) at ${expected.fqdn}`,
          dmarc: null,
        };
  }
  const read = readPolicy(tags);
  return typeof read === 'string'
    ? { status: 'mismatch', found: [tags.rr], problem: read, dmarc: null }
    : { status: 'verified', found: [tags.rr], problem: null, dmarc: read };
}
