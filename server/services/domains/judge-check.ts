import type {
  BlocklistResult,
  DomainHealth,
  DomainRecordKind,
  RecordStatus,
  ReverseDns,
} from '../../../src/contract/domains';
import type { DnsCheckResult, RecordFinding } from './dns-check/types';
import { dmarcPath, recordSubject, type PublishedRecord } from './records';

/** How long a record asked for and never seen counts as on its way (DNS propagation), not missing. */
export const pendingForMs = 48 * 3_600_000;

/** One record's finding as stored. */
export interface StoredFinding {
  kind: DomainRecordKind;
  /** '' for the records without one. */
  selector: string;
  status: RecordStatus;
  found: string[];
  problem: string | null;
  verified_at: Date | null;
}

export type StoredListing = Omit<BlocklistResult, 'listed_since'> & { listed_since: Date | null };

/** What the store held before this check. */
export interface PreviousState {
  findings: readonly Pick<StoredFinding, 'kind' | 'selector' | 'status' | 'verified_at'>[];
  blocklists: readonly StoredListing[];
  reverseDns: readonly ReverseDns[];
}

export interface HistoryRow {
  subject: string;
  from: string | null;
  to: string;
  found: string | null;
}

export interface JudgedCheck {
  findings: StoredFinding[];
  blocklists: StoredListing[];
  reverseDns: ReverseDns[];
  history: HistoryRow[];
  health: DomainHealth;
  nextStep: string | null;
}

const notReported = (r: PublishedRecord): RecordFinding => ({
  kind: r.kind,
  ...(r.selector ? { selector: r.selector } : {}),
  status: 'error',
  found: [],
  problem: 'could not check: the check did not report this record',
});

/**
 * What a check's findings mean for this domain over time: a record asked for less than 48 hours ago
 * and never seen verified is `pending` while it is missing (a record found but different stays a
 * mismatch: a truncated key is no propagation delay); blocklist listings keep the time first seen;
 * each status change is one history row (from null on the first check); then the health word.
 */
export function judgeCheck(
  records: readonly PublishedRecord[],
  result: DnsCheckResult,
  previous: PreviousState,
  now: Date,
): JudgedCheck {
  const history: HistoryRow[] = [];
  const changed = (subject: string, from: string | undefined, to: string, found: string | null) => {
    if (from !== to) history.push({ subject, from: from ?? null, to, found });
  };
  const findings = records.map((record): StoredFinding => {
    const selector = record.selector ?? '';
    const finding =
      result.records.find((f) => f.kind === record.kind && (f.selector ?? '') === selector) ??
      notReported(record);
    const before = previous.findings.find((f) => f.kind === record.kind && f.selector === selector);
    const verifiedAt = finding.status === 'verified' ? now : (before?.verified_at ?? null);
    const fresh = now.getTime() - record.addedAt.getTime() < pendingForMs;
    const status: RecordStatus =
      finding.status === 'missing' && fresh && !verifiedAt ? 'pending' : finding.status;
    const found = finding.found;
    changed(recordSubject(record), before?.status, status, found.length ? found.join(' | ') : null);
    return {
      kind: record.kind,
      selector,
      status,
      found,
      problem: recordProblem(record, status, finding.problem, result.dmarc?.policy),
      verified_at: verifiedAt,
    };
  });
  const blocklists = result.blocklists.map((b): StoredListing => {
    const before = previous.blocklists.find((p) => p.zone === b.zone && p.target === b.target);
    changed(`blocklist:${b.zone}:${b.target}`, before?.status, b.status, b.code ?? null);
    // A list that could not answer has not delisted the target: the first-seen time stays.
    const since = before?.listed_since ?? null;
    const listedSince = b.status === 'listed' ? (since ?? now) : b.status === 'error' ? since : null;
    return { ...b, listed_since: listedSince };
  });
  for (const r of result.reverseDns) {
    const before = previous.reverseDns.find((p) => p.ip === r.ip);
    changed(`ptr:${r.ip}`, before?.status, r.status, r.ptr);
  }
  const { health, nextStep } = healthOf(records, findings, blocklists, result.reverseDns, result.timedOut);
  return { findings, blocklists, reverseDns: result.reverseDns, history, health, nextStep };
}

/** The engine's problem, said as a pending record's, and DMARC's with the way to enforcement. */
function recordProblem(
  record: PublishedRecord,
  status: RecordStatus,
  problem: string | null,
  policy: 'none' | 'quarantine' | 'reject' | undefined,
): string | null {
  if (status === 'pending')
    return `Not seen yet: a record can take up to 48 hours to appear after you publish it at ${record.fqdn}.`;
  if (record.kind !== 'dmarc' || status === 'error' || policy === 'reject') return problem;
  return [problem, dmarcPath].filter(Boolean).join(' ');
}

const labels: Record<DomainRecordKind, string> = {
  spf: 'SPF',
  dkim: 'DKIM',
  return_path: 'return-path CNAME',
  dmarc: 'DMARC',
};
const labelOf = (r: PublishedRecord) => (r.selector ? `${labels[r.kind]} (${r.selector})` : labels[r.kind]);

/**
 * The domain's one word, the worst of its parts: something found wrong needs attention, then a part
 * that could not be checked, then one still on its way; and the one thing to do next.
 */
export function healthOf(
  records: readonly PublishedRecord[],
  findings: readonly StoredFinding[],
  blocklists: readonly StoredListing[],
  reverseDns: readonly ReverseDns[],
  timedOut: readonly string[],
): { health: DomainHealth; nextStep: string | null } {
  const broken = (s: string) => s === 'missing' || s === 'mismatch';
  // Required records first: they stop mail; DMARC (advice) after the listings and reverse DNS.
  const order = [...records.keys()].sort(
    (a, b) => Number(!records[a]!.required) - Number(!records[b]!.required),
  );
  const firstBroken = order.find((i) => broken(findings[i]!.status) && records[i]!.required);
  if (firstBroken !== undefined)
    return { health: 'needs_attention', nextStep: fixRecord(records[firstBroken]!, findings[firstBroken]!) };
  const listed = blocklists.find((b) => b.status === 'listed');
  if (listed)
    return {
      health: 'needs_attention',
      nextStep: `Ask ${listed.list} to delist ${listed.target}${listed.delist_url ? ` (${listed.delist_url})` : ''}.`,
    };
  const badPtr = reverseDns.find((r) => broken(r.status));
  if (badPtr)
    return {
      health: 'needs_attention',
      nextStep: `Set the reverse DNS of ${badPtr.ip} to a name that resolves back to it${badPtr.problem ? `: ${badPtr.problem}` : '.'}`,
    };
  const advice = order.find((i) => broken(findings[i]!.status));
  if (advice !== undefined)
    return { health: 'needs_attention', nextStep: fixRecord(records[advice]!, findings[advice]!) };
  const errors = [
    ...findings.filter((f) => f.status === 'error'),
    ...blocklists.filter((b) => b.status === 'error'),
    ...reverseDns.filter((r) => r.status === 'error'),
  ];
  if (errors.length) {
    const why = timedOut.length
      ? `these lookups timed out: ${timedOut.join(', ')}`
      : (errors.find((e) => e.problem)?.problem ?? 'a lookup failed');
    return { health: 'could_not_check', nextStep: `Check again later; ${why}.` };
  }
  if (findings.some((f) => f.status === 'pending'))
    return {
      health: 'pending',
      nextStep:
        'Publish the records at your DNS provider if you have not yet; they can take up to 48 hours to appear.',
    };
  return { health: 'ready', nextStep: null };
}

function fixRecord(record: PublishedRecord, finding: StoredFinding) {
  if (finding.status === 'missing')
    return `Publish the ${labelOf(record)} record (${record.type} at ${record.fqdn}).`;
  return `Fix the ${labelOf(record)} record at ${record.fqdn}${finding.problem ? `: ${finding.problem}` : '.'}`;
}

/** A domain that has never been checked: its records are to be published. */
export const uncheckedNextStep = 'Publish the records at your DNS provider, then check the domain.';
