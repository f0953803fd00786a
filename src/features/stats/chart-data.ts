import type { StatsDay } from '@/contract';
import { dayHealth, type DayHealth } from './health';

export interface ChartDay extends StatsDay {
  bounce_rate: number | null;
  complaint_rate: number | null;
  health: DayHealth;
}

/** Daily rows with the watched rates and their bands, computed once for both charts and the table. */
export const toChartDays = (days: readonly StatsDay[]): ChartDay[] =>
  days.map((day) => {
    const health = dayHealth(day);
    return {
      ...day,
      bounce_rate: health.health.bounce_rate.value,
      complaint_rate: health.health.complaint_rate.value,
      health,
    };
  });

/**
 * The highest rate worth sizing the axis for: days with too little mail to judge (one complaint
 * in a quiet morning is "1%") are left out, so they can't squash the days that matter.
 */
export const peakOf = (days: readonly ChartDay[], key: 'bounce_rate' | 'complaint_rate') =>
  days.reduce((max, d) => (d.health.health[key].tooFew ? max : Math.max(max, d[key] ?? 0)), 0);
