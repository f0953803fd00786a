import type { SuppressionReason } from '@/contract';

export interface SummaryEntry {
  /** The file's value, SMTP answers grouped by status code ("550 5.1.1"); null: no reason column. */
  source: string | null;
  reason: SuppressionReason;
  /** The value was not recognized (or empty): the row got the default reason. */
  defaulted: boolean;
  count: number;
}

export interface ReasonSummary {
  /** Most rows first. */
  entries: SummaryEntry[];
  /** Rows whose value came after the first `maxSources` distinct ones, per reason (free text). */
  other: Partial<Record<SuppressionReason, number>>;
}

/** Free text (a SendGrid reason per address) would make one line per row: past this, rows are lumped. */
const maxSources = 200;
const maxLength = 60;

const basicCode = /^(?:smtp;\s*)?([245]\d\d)(?=[\s-]|$)/i;
const enhancedCode = /(?:^|[\s;#(-])([245]\.\d{1,3}\.\d{1,3})(?=\D|$)/;

/**
 * The part of a reason value worth grouping by: an SMTP answer's status codes (`550 5.1.1 <a@x>: no
 * such user` → `550 5.1.1`), else the value itself, shortened.
 */
export function sourceGroup(value: string): string {
  const text = value.trim();
  const basic = basicCode.exec(text)?.[1];
  const enhanced = enhancedCode.exec(text.slice(0, 24))?.[1];
  if (basic || enhanced) return [basic, enhanced].filter(Boolean).join(' ');
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** Counts rows per (value → reason) as they are judged: a map lookup per row, cheap in any slice. */
export function createSummary() {
  const entries = new Map<string, SummaryEntry>();
  const other: ReasonSummary['other'] = {};
  return {
    add(source: string | undefined, reason: SuppressionReason, defaulted: boolean) {
      const group = source === undefined ? null : sourceGroup(source);
      const key = `${reason}\u0000${defaulted ? 1 : 0}\u0000${group ?? '\u0001'}`;
      const entry = entries.get(key);
      if (entry) entry.count++;
      else if (entries.size < maxSources) entries.set(key, { source: group, reason, defaulted, count: 1 });
      else other[reason] = (other[reason] ?? 0) + 1;
    },
    result(): ReasonSummary {
      return { entries: [...entries.values()].sort((a, b) => b.count - a.count), other };
    },
  };
}
