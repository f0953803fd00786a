import type { Lookups, LookupType } from './dns-lookups';
import { spfVerify, type SpfVerdict } from './mailauth-parts';
import { txtRecordsAt, type Finding } from './record-finding';
import type { ExpectedRecord } from './types';

/** An address no one sends from (TEST-NET-3): how the record treats "everyone else" (its `all`). */
const strangerIp = '203.0.113.254';

/** RFC 7208's result for the stranger, as the `all` qualifier that produced it. */
const qualifierOf: Partial<Record<SpfVerdict['status']['result'], string>> = {
  pass: '+',
  neutral: '?',
  softfail: '~',
  fail: '-',
};
const strictness = ['+', '?', '~', '-'];

/** One RFC 7208 evaluation (mailauth) through the check's lookups, noting every SPF record it read. */
async function evaluate(domain: string, ip: string, lookups: Lookups) {
  const read: string[] = [];
  const verdict = await spfVerify({
    sender: `postmaster@${domain}`,
    ip,
    helo: domain,
    mta: 'relaydesk',
    resolver: (name, type) => {
      if (type === 'TXT') read.push(name.toLowerCase().replace(/\.$/, ''));
      return lookups.resolve(name, type as LookupType);
    },
  });
  return { result: verdict.status.result, comment: verdict.status.comment ?? '', read };
}

type Evaluation = Awaited<ReturnType<typeof evaluate>>;

/** A permanent error in words: what RFC 7208 counted, and why receivers then ignore the record. */
function permanentError({ comment, read }: Evaluation): string {
  const again = read.findIndex((name, i) => read.indexOf(name) < i);
  if (again >= 0)
    return `an include loop (${read.slice(0, again + 1).join(' → ')}): receivers stop with a permanent error`;
  if (/Too many DNS requests/.test(comment))
    return 'more than 10 DNS lookups (RFC 7208 §4.6.4): receivers stop with a permanent error';
  if (/Too many void DNS results/.test(comment))
    return 'more than 2 lookups of names that do not exist (void lookups, RFC 7208 §4.6.4): receivers stop with a permanent error';
  return `a permanent error: ${comment.replace(/^.*?permanent error in processing during lookup of [^:]*:?\s*/, '') || 'the record is invalid'}`;
}

/**
 * SPF per RFC 7208 (mailauth evaluates; the check reads the outcome): one record, no permanent error,
 * every sending IP passes (the service's include reached), nobody else passes (`+all`), and the record
 * ends at least as strictly as the one the service asked for (`~all` where `-all` was published).
 */
export async function checkSpf(
  expected: ExpectedRecord,
  {
    spfInclude,
    sendingIps,
    lookups,
  }: { spfInclude: string; sendingIps: readonly string[]; lookups: Lookups },
): Promise<Finding> {
  const domain = expected.fqdn;
  const txt = await txtRecordsAt(domain, lookups, 'SPF record');
  if (txt.status) return txt;
  const found = txt.records.filter((record) => /^v=spf1(\s|$)/i.test(record.trim()));
  if (!found.length) return { status: 'missing', found, problem: `no SPF record (v=spf1) at ${domain}` };
  if (found.length > 1)
    return {
      status: 'mismatch',
      found,
      problem: `${found.length} SPF records: a domain may publish only one (RFC 7208 §3.2), receivers stop with a permanent error`,
    };

  const [stranger, ...senders] = await Promise.all(
    [strangerIp, ...sendingIps].map((ip) => evaluate(domain, ip, lookups)),
  );
  const failed = [stranger!, ...senders].find((e) => e.result === 'temperror');
  if (failed)
    return {
      status: 'error',
      found,
      problem: `could not check: ${failed.comment.replace(/^[^:]*:\s*/, '')}`,
    };
  if (stranger!.result === 'permerror')
    return { status: 'mismatch', found, problem: permanentError(stranger!) };

  const problems: string[] = [];
  if (stranger!.result === 'pass')
    problems.push(`it authorises every host on the Internet (+all or an equivalent) to send as ${domain}`);
  const refused = sendingIps.filter((_, i) => senders[i]!.result !== 'pass');
  const includeReached = stranger!.read.includes(spfInclude.toLowerCase());
  if (refused.length || (!includeReached && !sendingIps.length))
    problems.push(
      `it does not authorise this service's servers${refused.length ? ` (${refused.join(', ')})` : ''}: include:${spfInclude} is ${includeReached ? 'reached but does not cover them' : 'missing'}`,
    );
  const want = /([-~?+]?)all\s*$/i.exec(expected.value)?.[1] || '+';
  const got = qualifierOf[stranger!.result] ?? '?';
  if (got !== '+' && strictness.indexOf(got) < strictness.indexOf(want))
    problems.push(
      `${got === '?' ? '?all (or no all)' : `${got}all`} where ${want}all was published: mail from other hosts is ${got === '~' ? 'only marked (softfail)' : 'not refused'}`,
    );
  return problems.length
    ? { status: 'mismatch', found, problem: problems.join('; ') }
    : { status: 'verified', found, problem: null };
}
