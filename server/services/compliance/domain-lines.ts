import {
  formatCount,
  type ComplianceLine,
  type ComplianceRule,
  type ComplianceVerdict,
  type RecordStatus,
} from '../../../src/contract';
import type { DomainStateRow } from '../../store/repos/domains-repo';
import type { FindingRow } from '../../store/repos/domain-findings-repo';
import type { PublishedRecord } from '../domains/records';
import { counted, judgedLine, listed, readableUtc, unknownLine, worstVerdict } from './lines';

/** What the domain checks stored, as a record's status reads against the rules. */
const statusVerdict: Record<RecordStatus, ComplianceVerdict> = {
  verified: 'pass',
  mismatch: 'fail',
  missing: 'fail',
  pending: 'warn',
  error: 'unknown',
};

/** One thing a check looked at: a record, or a sending IP's reverse DNS. */
interface Looked {
  label: string;
  status: RecordStatus;
  problem: string | null;
  /** What a verified one says ("192.0.2.10 → mta.example and back"); `<label> verified` otherwise. */
  verified?: string;
}

// A pending record's problem only says that DNS takes time: the status says as much.
const said = (l: Looked) =>
  l.status === 'verified'
    ? (l.verified ?? `${l.label} verified`)
    : `${l.label} ${l.status}${l.problem && l.status !== 'pending' ? ` (${l.problem})` : ''}`;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A line from what the last check found for these records or IPs: the worst status decides. */
function lineOf(rule: ComplianceRule, looked: readonly Looked[], checkedAt: Date, none: string) {
  if (!looked.length) return unknownLine(rule, none);
  const verdict = worstVerdict(looked.map((l) => statusVerdict[l.status]));
  const numbers = { checked: looked.length, verified: looked.filter((l) => l.status === 'verified').length };
  const evidence = `${capital(listed(looked.map(said)))} at the last check (${readableUtc(checkedAt)}).`;
  if (verdict !== 'unknown') return judgedLine(rule, verdict, evidence, numbers);
  const errors = looked.filter((l) => l.status === 'error');
  return { ...unknownLine(rule, `could not check ${listed(errors.map((l) => l.label))}`, numbers), evidence };
}

const recordLabel = (r: PublishedRecord) =>
  r.kind === 'spf'
    ? 'SPF'
    : r.kind === 'dkim'
      ? `DKIM (${r.selector})`
      : r.kind === 'return_path'
        ? 'the return path'
        : 'DMARC';

/** A domain with the records it is asked to publish, each beside its stored finding (domain-view). */
export interface CheckedDomain {
  domain: DomainStateRow;
  records: readonly PublishedRecord[];
  findings: readonly Pick<FindingRow, 'status' | 'problem'>[];
}

/**
 * The three lines the domain checks prove: SPF with the return path (SPF aligns through the
 * return-path host) and the signing DKIM key; DMARC; each sending IP's forward-confirmed reverse DNS.
 */
export function domainCheckLines({ domain, records, findings }: CheckedDomain): ComplianceLine[] {
  const rules = ['authentication_aligned', 'dmarc_published', 'reverse_dns'] as const;
  const checkedAt = domain.checked_at;
  if (!checkedAt) return rules.map((rule) => unknownLine(rule, 'the domain has not been checked yet'));
  const looked = (keep: (r: PublishedRecord) => boolean): Looked[] =>
    records.flatMap((r, i) =>
      keep(r) ? [{ label: recordLabel(r), status: findings[i]!.status, problem: findings[i]!.problem }] : [],
    );
  const dmarc = domain.dmarc;
  return [
    lineOf(
      rules[0],
      looked((r) => r.kind === 'spf' || r.kind === 'return_path' || r.dkimRole === 'active'),
      checkedAt,
      'the domain has no records to check',
    ),
    lineOf(
      rules[1],
      looked((r) => r.kind === 'dmarc').map((l) => ({
        ...l,
        verified: `DMARC published at _dmarc.${domain.name}${dmarc ? ` (p=${dmarc.policy})` : ''}`,
      })),
      checkedAt,
      'the domain has no DMARC record to check',
    ),
    lineOf(
      rules[2],
      domain.reverse_dns.map((r) => ({
        label: `the reverse DNS of ${r.ip}`,
        status: r.status,
        problem: r.problem ?? null,
        verified: `${r.ip} → ${r.ptr} and back`,
      })),
      checkedAt,
      'no sending IP was checked',
    ),
  ];
}

const shownDomains = 3;

/** A domain-check line for the account: the worst over the domains, naming how many pass. */
export function accountLine(
  rule: ComplianceRule,
  perDomain: readonly { name: string; line: ComplianceLine }[],
): ComplianceLine {
  if (!perDomain.length) return unknownLine(rule, 'there are no sending domains');
  const verdict = worstVerdict(perDomain.map((d) => d.line.verdict));
  const passing = perDomain.filter((d) => d.line.verdict === 'pass').length;
  const others = perDomain.filter((d) => d.line.verdict !== 'pass');
  const numbers = { domains: perDomain.length, passing };
  // The first few domains that do not pass, each with its own evidence; the rest by number.
  const named = others.slice(0, shownDomains).map((d) => `${d.name}: ${d.line.evidence}`);
  const more = others.length - named.length;
  const evidence =
    `${formatShare(passing, perDomain.length)} pass` +
    (named.length ? `; ${named.join(' ')}` : '.') +
    (more ? ` And ${counted(more, 'more domain', 'more domains')} not passing.` : '');
  if (verdict !== 'unknown') return judgedLine(rule, verdict, evidence, numbers);
  const names = others.slice(0, shownDomains).map((d) => d.name);
  const who = more
    ? `${names.join(', ')} and ${counted(more, 'more domain', 'more domains')}`
    : listed(names);
  const reason = `${who} could not be judged (${others[0]!.line.reason})`;
  return { ...unknownLine(rule, reason, numbers), evidence };
}

const formatShare = (passing: number, all: number) =>
  `${formatCount(passing)} of ${counted(all, 'domain', 'domains')}`;
