import type { MouseHandlerDataParam } from 'recharts';
import type { ChartDay } from '../chart-data';

/** Opens one day's messages (the activity log for that UTC day and the page's scope). */
export type OpenDay = (date: string) => void;

/** What each daily chart draws from: the days, those marked critical, and where a day's click goes. */
export interface DailyChartProps {
  days: ChartDay[];
  criticalDays: string[];
  onOpenDay?: OpenDay | undefined;
}

/**
 * A click anywhere over a day (the day the tooltip shows) opens it: for a pointer, what the daily
 * table's day links are for a keyboard. Nothing where the service has no activity log.
 */
export function dayClick(days: readonly ChartDay[], openDay: OpenDay | undefined) {
  if (!openDay) return {};
  return {
    className: 'cursor-pointer',
    onClick: (state: MouseHandlerDataParam) => {
      const day = days[Number(state.activeIndex)];
      if (day) openDay(day.date);
    },
  };
}
