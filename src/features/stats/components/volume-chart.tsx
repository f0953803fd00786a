import { useMemo } from 'react';
import { ComposedChart, Line } from 'recharts';
import { formatNumber } from '@/lib/format';
import { counterLabels } from '@/lib/labels/counter-labels';
import type { ChartDay } from '../chart-data';
import { ChartGrid } from '@/components/charts/chart-grid';
import { DayAxis } from '@/components/charts/day-axis';
import { CriticalDayLines } from './critical-day-lines';
import type { LegendItem } from '@/components/charts/chart-legend';
import { chartColors, countAxisTicks } from '@/components/charts/chart-theme';
import { countAxis } from '@/components/charts/count-axis';
import { LegendFrame, useHiddenSeries } from '@/components/charts/legend-frame';
import { seriesTooltip } from '@/components/charts/series-tooltip';
import { stackedBar } from './stacked-bar';
import { SteppedAreas } from './stepped-areas';
import { dayClick, type DailyChartProps } from './day-click';

type VolumeKey = 'delivered' | 'hard_bounced' | 'failed' | 'accepted';

/** Outcomes stack to (about) what was accepted; accepted rides on top as a line to compare. */
const series: readonly LegendItem<VolumeKey>[] = [
  { key: 'delivered', label: counterLabels.delivered, color: chartColors.delivered, shape: 'bar' },
  { key: 'hard_bounced', label: counterLabels.hard_bounced, color: chartColors.hard, shape: 'bar' },
  { key: 'failed', label: counterLabels.failed, color: chartColors.failed, shape: 'bar' },
  { key: 'accepted', label: counterLabels.accepted, color: chartColors.accepted, shape: 'line' },
];
const outcomes = series.slice(0, 3);

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const compactTick = (v: number) => compact.format(v);

export function VolumeChart({ days, criticalDays, onOpenDay }: DailyChartProps) {
  const legend = useHiddenSeries<VolumeKey>();
  const { hidden } = legend;
  // A year of days is 1,098 stacked rectangles a couple of pixels wide: drawn as stepped areas
  // (one path per outcome, SteppedAreas) it looks the same and renders several times faster.
  const columns = days.length <= 120;
  const acceptedHidden = hidden.has('accepted');
  const dates = useMemo(() => days.map((d) => d.date), [days]);
  const ticks = useMemo(
    () =>
      countAxisTicks(
        Math.max(0, ...days.map((d) => Math.max(d.accepted, d.delivered + d.hard_bounced + d.failed))),
      ),
    [days],
  );
  return (
    <LegendFrame label="Volume series" items={series} series={legend}>
      <ComposedChart
        data={days}
        responsive
        style={{ width: '100%', height: 260 }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        barCategoryGap={columns ? '20%' : '8%'}
        aria-label="Daily volume by outcome"
        {...dayClick(days, onOpenDay)}
      >
        <ChartGrid />
        <DayAxis dates={dates} />
        {countAxis(ticks, compactTick)}
        {seriesTooltip(series, (day: ChartDay) => (
          <span className="text-zinc-500 dark:text-zinc-400">
            Also {formatNumber(day.soft_bounced)} soft bounced, {formatNumber(day.deferred)} deferred
          </span>
        ))}
        {columns ? (
          outcomes.map((s) => stackedBar(s, 'outcome', hidden))
        ) : (
          <SteppedAreas days={days} series={outcomes} hidden={hidden} />
        )}
        <Line
          dataKey="accepted"
          name="Accepted"
          type="monotone"
          stroke={acceptedHidden ? 'none' : chartColors.accepted}
          strokeWidth={1.5}
          dot={false}
          activeDot={acceptedHidden ? false : { r: 3 }}
          // Over a long range this line is the chart's one recharts series, and the tooltip reads
          // the hovered day from it: hidden there, it stays without being drawn.
          hide={acceptedHidden && columns}
          isAnimationActive={false}
        />
        <CriticalDayLines dates={criticalDays} />
      </ComposedChart>
    </LegendFrame>
  );
}
