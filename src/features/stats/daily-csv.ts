import { computeRates, rateNames, statCounters, type StatsDay } from '@/contract';
import { csvRow } from '@/lib/csv';

/**
 * The daily rows as a spreadsheet reads them: one line per UTC day, every counter, then every rate
 * as a fraction with six decimals (empty when it has no denominator), so sums and charts work.
 */
export function dailyCsv(days: readonly StatsDay[]): string {
  const header = csvRow(['date', ...statCounters, ...rateNames]);
  const rows = days.map((day) => {
    const rates = computeRates(day);
    return csvRow([
      day.date,
      ...statCounters.map((c) => day[c]),
      ...rateNames.map((r) => (rates[r] === null ? '' : rates[r].toFixed(6))),
    ]);
  });
  return header + rows.join('');
}

/** `relaydesk-stats-2026-10-01_2026-10-30-news.acme-shop.com.csv` */
export function dailyCsvName(range: { from: string; to: string }, domain?: string): string {
  const safeDomain = domain?.replace(/[^a-z0-9.-]+/gi, '_');
  return `relaydesk-stats-${range.from}_${range.to}${safeDomain ? `-${safeDomain}` : ''}.csv`;
}
