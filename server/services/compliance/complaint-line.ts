import {
  complaintLines,
  complianceProviders,
  computeRates,
  defaultRangeDays,
  formatCount,
  mailboxProviderName,
  type ComplaintDay,
  type ComplianceLine,
} from '../../../src/contract';
import type { Queryable } from '../../store/db';
import { dailyByProvider } from '../../store/repos/stats-repo';
import { counted, judgedLine, percent, unknownLine } from './lines';

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The complaint days of the last 30 UTC days (today included) at Gmail, Yahoo and Microsoft: read
 * from the provider statistics' own counters and rate formula (`/stats/daily?group_by=provider`), so
 * both answers agree to the message. Every day of each provider, oldest first, quiet days too.
 */
export async function complaintDays(db: Queryable, now: Date, domainId?: number): Promise<ComplaintDay[]> {
  const to = isoDay(now);
  const from = isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (defaultRangeDays - 1) * 86_400_000));
  const byProvider = await dailyByProvider(db, { from, to, domainId });
  return complianceProviders.flatMap((provider) =>
    (byProvider.find((p) => p.provider === provider)?.days ?? []).map((d) => ({
      date: d.date,
      provider,
      delivered: d.delivered,
      complained: d.complained,
      rate: computeRates(d).complaint_rate,
    })),
  );
}

/** Each provider's day against the lines: any day at or over 0.3% fails, at or over 0.1% warns. */
export function complaintLine(days: readonly ComplaintDay[]): ComplianceLine {
  const rated = days.filter((d): d is ComplaintDay & { rate: number } => d.rate !== null);
  const sum = (key: 'delivered' | 'complained') => days.reduce((n, d) => n + d[key], 0);
  const over = (line: number) => rated.filter((d) => d.rate >= line).length;
  const numbers = {
    delivered: sum('delivered'),
    complained: sum('complained'),
    worst_rate: null as number | null,
    days_at_limit: over(complaintLines.limit),
    days_at_recommended: over(complaintLines.recommended),
  };
  if (!rated.length)
    return unknownLine('complaint_rate', 'no deliveries to Gmail, Yahoo or Microsoft in 30 days', numbers);
  // The highest rate; among equal rates, the most complaints, then the latest day.
  const worst = rated.reduce((w, d) =>
    (
      d.rate !== w.rate
        ? d.rate > w.rate
        : d.complained !== w.complained
          ? d.complained > w.complained
          : d.date > w.date
    )
      ? d
      : w,
  );
  numbers.worst_rate = worst.rate;
  if (worst.rate === 0)
    return judgedLine(
      'complaint_rate',
      'pass',
      `No complaints at Gmail, Yahoo or Microsoft in the last 30 days (${counted(numbers.delivered, 'delivery', 'deliveries')}).`,
      numbers,
    );
  const verdict =
    worst.rate >= complaintLines.limit ? 'fail' : worst.rate >= complaintLines.recommended ? 'warn' : 'pass';
  const atLines =
    numbers.days_at_recommended === 0
      ? 'no provider-day at or over 0.1%'
      : `${counted(numbers.days_at_limit, 'provider-day', 'provider-days')} at or over 0.3%, ${formatCount(numbers.days_at_recommended)} at or over 0.1%`;
  return judgedLine(
    'complaint_rate',
    verdict,
    `Highest daily rate in the last 30 days: ${percent(worst.rate)} (${counted(worst.complained, 'complaint', 'complaints')} of ${counted(worst.delivered, 'delivery', 'deliveries')}) at ${mailboxProviderName(worst.provider)} on ${worst.date}; ${atLines}.`,
    numbers,
  );
}
