import { computeRates, rateFormulas, type StatCounts } from '@/contract';
import { compareCodeUnits } from '@/lib/compare';

/**
 * Sender-reputation bands, in one place. Complaints: Gmail's and Yahoo's bulk-sender rules ask for a
 * spam rate under 0.1% and treat 0.3% as the line not to cross. Bounces: mailbox providers (and
 * SES's account reviews) start looking at about 2% hard bounces and act around 5%.
 * Lower bounds are inclusive: exactly 0.1% complaints is already a warning.
 */
export const healthThresholds = {
  bounce_rate: { warning: 0.02, critical: 0.05 },
  complaint_rate: { warning: 0.001, critical: 0.003 },
} as const;

export type WatchedRate = keyof typeof healthThresholds;
export const watchedRates = Object.keys(healthThresholds) as WatchedRate[];
export type HealthBand = 'healthy' | 'warning' | 'critical';

const severity: Record<HealthBand, number> = { healthy: 0, warning: 1, critical: 2 };

/** The band of a rate; null when there is no rate (nothing sent, nothing to judge). */
export function healthBand(rate: WatchedRate, value: number | null | undefined): HealthBand | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  const { warning, critical } = healthThresholds[rate];
  if (value >= critical) return 'critical';
  return value >= warning ? 'warning' : 'healthy';
}

export function worstBand(bands: readonly (HealthBand | null)[]): HealthBand | null {
  let worst: HealthBand | null = null;
  for (const band of bands) {
    if (band && (!worst || severity[band] > severity[worst])) worst = band;
  }
  return worst;
}

/** 0.02 → "2%", 0.001 → "0.1%": thresholds are round numbers, so no trailing zeros. */
export const formatThreshold = (fraction: number) => `${Number((fraction * 100).toFixed(2))}%`;

/** "Healthy under 2%, warning from 2%, critical from 5%." */
export function bandsText(rate: WatchedRate): string {
  const { warning, critical } = healthThresholds[rate];
  const w = formatThreshold(warning);
  return `Healthy under ${w}, warning from ${w}, critical from ${formatThreshold(critical)}.`;
}

export const healthLabels: Record<HealthBand, string> = {
  healthy: 'Healthy',
  warning: 'Warning',
  critical: 'Critical',
};

/**
 * The least mail a rate is judged on: enough that one event alone stays under the warning line
 * (1,000 delivered for complaints, 50 accepted for bounces). Below it, a single complaint in a
 * quiet morning would read as "critical"; such a rate is shown but not judged.
 */
export const minimumVolume = (rate: WatchedRate) => Math.round(1 / healthThresholds[rate].warning);

export interface RateHealth {
  value: number | null;
  /** null when there is no rate or too little mail to judge it. */
  band: HealthBand | null;
  tooFew: boolean;
}

export function judgeRate(rate: WatchedRate, value: number | null, counts: StatCounts): RateHealth {
  const tooFew = value !== null && counts[rateFormulas[rate].denominator] < minimumVolume(rate);
  return { value, band: tooFew ? null : healthBand(rate, value), tooFew };
}

export interface DayHealth {
  date: string;
  health: Record<WatchedRate, RateHealth>;
  worst: HealthBand | null;
}

export function dayHealth(day: StatCounts & { date: string }): DayHealth {
  const rates = computeRates(day);
  const health = {
    bounce_rate: judgeRate('bounce_rate', rates.bounce_rate, day),
    complaint_rate: judgeRate('complaint_rate', rates.complaint_rate, day),
  };
  return { date: day.date, health, worst: worstBand(Object.values(health).map((h) => h.band)) };
}

/**
 * Days at warning or worse, worst first, then most recent first: what to look at today. Dates are
 * `YYYY-MM-DD`, so plain string order is date order; localeCompare would load the locale's
 * collation data on first use (about 10 ms on a phone, in the middle of the page's first render).
 */
export function flaggedDays(days: readonly DayHealth[]): DayHealth[] {
  return days
    .filter((d) => d.worst === 'warning' || d.worst === 'critical')
    .sort((a, b) => severity[b.worst!] - severity[a.worst!] || compareCodeUnits(b.date, a.date));
}
