import { useMemo } from 'react';
import { usePlotArea, XAxis } from 'recharts';
import { formatShortDay } from '../range';
import { axisTick, chartColors, dayAxisTicks } from './chart-theme';

/**
 * The day axis of both charts. A long range's labels are picked from the plot's width and all drawn
 * (`interval={0}`), so recharts doesn't measure them; a short range keeps every day as a candidate
 * and recharts' collision check.
 */
export function DayAxis({ dates }: { dates: readonly string[] }) {
  const width = usePlotArea()?.width ?? 0;
  const ticks = useMemo(() => dayAxisTicks(dates, width), [dates, width]);
  return (
    <XAxis
      dataKey="date"
      ticks={ticks}
      interval={ticks ? 0 : 'preserveEnd'}
      tickFormatter={formatShortDay}
      tick={axisTick}
      tickLine={false}
      axisLine={{ stroke: chartColors.grid }}
      minTickGap={28}
    />
  );
}
