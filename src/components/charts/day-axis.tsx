import { useMemo } from 'react';
import { usePlotArea, XAxis } from 'recharts';
import { formatShortDay } from '@/lib/day-format';
import { axisTick, chartColors, dayAxisTicks, dayLabelEvery, longRangeTick } from './chart-theme';
import { plainTick } from './plain-tick';

/**
 * Recharts lays a chart out 100px wide (its container's "100%" read as 100) before it has measured
 * the container: a plot narrower than this is that first layout, not a real one.
 */
const measured = 120;

const dayTick = plainTick();

/**
 * The day axis of both charts. A long range is labelled on the 1st of its months (and 16ths), picked
 * from the plot's width and all drawn (`interval={0}`), so recharts doesn't measure them; a short
 * range keeps every day as a candidate and recharts' collision check.
 */
export function DayAxis({ dates }: { dates: readonly string[] }) {
  const width = usePlotArea()?.width ?? 0;
  // The same ticks (the same array) until the plot's width calls for fewer: new ticks replace the
  // axis in recharts' store, and the whole chart renders again.
  const every = width < measured ? 1 : dayLabelEvery(dates.length, width);
  const ticks = useMemo(() => dayAxisTicks(dates, every), [dates, every]);
  // Kept with the ticks for the same reason: a new formatter is a new axis in recharts' store.
  const formatTick = useMemo(
    () => (ticks ? (day: string) => longRangeTick(day, day === ticks[0]) : formatShortDay),
    [ticks],
  );
  return (
    <XAxis
      dataKey="date"
      ticks={ticks}
      interval={ticks ? 0 : 'preserveEnd'}
      tickFormatter={formatTick}
      tick={ticks ? dayTick : axisTick}
      tickLine={false}
      axisLine={{ stroke: chartColors.grid }}
      minTickGap={28}
    />
  );
}
