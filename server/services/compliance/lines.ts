import {
  formatCount,
  type ComplianceLine,
  type ComplianceRule,
  type ComplianceVerdict,
} from '../../../src/contract';

/**
 * From best to worst. `unknown` ranks below `warn`: a line that cannot be judged (no bulk mail this
 * week) must not hide one past a recommendation when lines or domains are summed up to one verdict.
 */
const severity: readonly ComplianceVerdict[] = ['pass', 'unknown', 'warn', 'fail'];

/** The worst of `verdicts`; `pass` for none. */
export const worstVerdict = (verdicts: Iterable<ComplianceVerdict>): ComplianceVerdict => {
  let worst: ComplianceVerdict = 'pass';
  for (const v of verdicts) if (severity.indexOf(v) > severity.indexOf(worst)) worst = v;
  return worst;
};

type Numbers = Record<string, number | null>;

export const judgedLine = (
  rule: ComplianceRule,
  verdict: Exclude<ComplianceVerdict, 'unknown'>,
  evidence: string,
  numbers: Numbers = {},
): ComplianceLine => ({ rule, verdict, evidence, reason: null, numbers });

/** A line that cannot be judged: `reason` says why, and the evidence says so in a sentence. */
export const unknownLine = (rule: ComplianceRule, reason: string, numbers: Numbers = {}): ComplianceLine => ({
  rule,
  verdict: 'unknown',
  evidence: `Cannot be judged: ${reason}.`,
  reason,
  numbers,
});

/** `n noun(s)` with thousands separators: "1,204 deliveries". */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A time in evidence as people read it: "29 Nov 2026, 09:10 UTC", never an ISO string. */
export const readableUtc = (at: Date) =>
  `${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')} UTC`;

export const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * A fraction as a percentage with one decimal ("99.5%"). A share that is not whole never reads as
 * 100.0% or 0.0%: one non-TLS delivery in 10,000 is "99.9%+" short of all, not all.
 */
export function percent(fraction: number) {
  const text = (fraction * 100).toFixed(1);
  if (text === '100.0' && fraction < 1) return '>99.9%';
  if (text === '0.0' && fraction > 0) return '<0.1%';
  return `${text}%`;
}

/** A duration as people read it: "40 s", "12 min", "3.5 h", "2.1 days". */
export function duration(ms: number) {
  const s = ms / 1000;
  if (s < 60) return `${Math.round(s)} s`;
  if (s < 3600) return `${Math.round(s / 60)} min`;
  if (s < 48 * 3600) return `${Number((s / 3600).toFixed(1))} h`;
  return `${Number((s / 86_400).toFixed(1))} days`;
}

/** `a`, `a and b`, `a, b and c`. */
export const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
