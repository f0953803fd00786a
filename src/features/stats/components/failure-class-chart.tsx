import { useMemo } from 'react';
import { BarChart } from 'recharts';
import { bounceClasses, type BounceClass, type StatsBouncesData } from '@/contract';
import { formatNumber } from '@/lib/format';
import { bounceClassLabels } from '@/lib/labels/bounce-labels';
import { failureClassColors } from '../failure-colors';
import { ChartGrid } from '@/components/charts/chart-grid';
import type { LegendItem } from '@/components/charts/chart-legend';
import { chartThemeClasses, countAxisTicks } from '@/components/charts/chart-theme';
import { countAxis } from '@/components/charts/count-axis';
import { DayAxis } from '@/components/charts/day-axis';
import { LegendFrame, useHiddenSeries } from '@/components/charts/legend-frame';
import { seriesTooltip } from '@/components/charts/series-tooltip';
import { stackedBar } from './stacked-bar';

type Day = StatsBouncesData['days'][number];

/**
 * The failures of each day stacked by class (recharts, its own chunk). Only the classes the range
 * has are drawn and listed; the legend's buttons hide and show each.
 */
export default function FailureClassChart({ days }: { days: Day[] }) {
  const legend = useHiddenSeries<BounceClass>();
  const { hidden } = legend;
  const present = useMemo(() => bounceClasses.filter((c) => days.some((d) => d.by_class[c] > 0)), [days]);
  const series: LegendItem<BounceClass>[] = present.map((c) => ({
    key: c,
    label: bounceClassLabels[c],
    color: failureClassColors[c],
    shape: 'bar',
  }));
  const rows = useMemo(() => days.map((d) => ({ date: d.date, ...d.by_class })), [days]);
  const dates = useMemo(() => days.map((d) => d.date), [days]);
  const ticks = useMemo(
    () => countAxisTicks(Math.max(0, ...days.map((d) => present.reduce((n, c) => n + d.by_class[c], 0)))),
    [days, present],
  );
  return (
    <LegendFrame label="Failure classes" items={series} series={legend} className={chartThemeClasses}>
      <BarChart
        data={rows}
        responsive
        style={{ width: '100%', height: 240 }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        barCategoryGap={days.length <= 120 ? '20%' : '4%'}
        aria-label="Failures per day by class"
      >
        <ChartGrid />
        <DayAxis dates={dates} />
        {countAxis(ticks, formatNumber)}
        {seriesTooltip(series)}
        {series.map((s) => stackedBar(s, 'failures', hidden))}
      </BarChart>
    </LegendFrame>
  );
}
