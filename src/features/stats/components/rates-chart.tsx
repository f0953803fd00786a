import { useMemo } from 'react';
import { ComposedChart, Line, Tooltip, YAxis } from 'recharts';
import { peakOf, type ChartDay } from '../chart-data';
import { formatThreshold, healthThresholds, type WatchedRate } from '../health';
import { ChartGrid } from '@/components/charts/chart-grid';
import { DayAxis } from '@/components/charts/day-axis';
import { CriticalDayLines } from './critical-day-lines';
import type { LegendItem } from '@/components/charts/chart-legend';
import { LegendFrame, useHiddenSeries } from '@/components/charts/legend-frame';
import { chartColors, percentTick, rateAxisTicks } from '@/components/charts/chart-theme';
import { plainTick } from '@/components/charts/plain-tick';
import { RateDots } from './rate-dots';
import { RatesTooltip } from './rates-tooltip';
import { WarningLine } from '@/components/charts/warning-line';
import { dayClick, type DailyChartProps } from './day-click';

const series: readonly (LegendItem<WatchedRate> & { axis: 'left' | 'right' })[] = [
  { key: 'bounce_rate', label: 'Bounce rate', color: chartColors.bounce, shape: 'line', axis: 'left' },
  {
    key: 'complaint_rate',
    label: 'Complaint rate',
    color: chartColors.complaint,
    shape: 'line',
    axis: 'right',
  },
];

/** Each rate's axis labels in its own colour. */
const rateTicks = {
  bounce_rate: plainTick(chartColors.bounce),
  complaint_rate: plainTick(chartColors.complaint),
};

/**
 * Bounce and complaint rates per day, each on its own axis (they live an order of magnitude apart),
 * with its warning line drawn in its own colour.
 */
export function RatesChart({ days, criticalDays, onOpenDay }: DailyChartProps) {
  const legend = useHiddenSeries<WatchedRate>();
  const { hidden } = legend;
  const dates = useMemo(() => days.map((d) => d.date), [days]);
  const ticks = {
    bounce_rate: rateAxisTicks(peakOf(days, 'bounce_rate'), healthThresholds.bounce_rate.warning),
    complaint_rate: rateAxisTicks(peakOf(days, 'complaint_rate'), healthThresholds.complaint_rate.warning),
  };
  // A small dot on every day of a short range (a lone day is no line); none on a long one, where
  // hundreds of dots would cost more than they show.
  const everyDay = days.length <= 45;
  return (
    <LegendFrame label="Rate series" items={series} series={legend}>
      <WarningKey hidden={hidden} />
      <ComposedChart
        data={days}
        responsive
        style={{ width: '100%', height: 260 }}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
        aria-label="Daily bounce and complaint rates"
        {...dayClick(days, onOpenDay)}
      >
        <ChartGrid />
        <DayAxis dates={dates} />
        {series.map((s) => (
          <YAxis
            key={s.key}
            yAxisId={s.key}
            orientation={s.axis}
            domain={[0, ticks[s.key].at(-1)!]}
            ticks={ticks[s.key]}
            // Five ticks a chart's height apart never collide: all shown, without recharts
            // measuring each label in the DOM to check.
            interval={0}
            // Unjudged spikes (too little mail) may run past the top rather than flatten the rest.
            allowDataOverflow
            tickFormatter={percentTick}
            tick={rateTicks[s.key]}
            tickLine={false}
            axisLine={false}
            width={48}
          />
        ))}
        <CriticalDayLines dates={criticalDays} />
        {series.map(
          (s) =>
            !hidden.has(s.key) && (
              <WarningLine key={s.key} axis={s.key} value={healthThresholds[s.key].warning} color={s.color} />
            ),
        )}
        <Tooltip
          isAnimationActive={false}
          cursor={{ stroke: chartColors.axis, strokeDasharray: '3 3' }}
          content={({ active, payload }) => {
            const day = payload?.[0]?.payload as ChartDay | undefined;
            return active && day ? <RatesTooltip day={day} series={series} /> : null;
          }}
        />
        {series.map((s) => (
          <Line
            key={s.key}
            yAxisId={s.key}
            dataKey={s.key}
            name={s.label}
            type="linear"
            stroke={s.color}
            strokeWidth={1.75}
            // Drawn by RateDots; for a lone point recharts would otherwise add a dot of its own.
            dot={days.length === 1 ? noDot : false}
            activeDot={{ r: 3.5 }}
            connectNulls
            hide={hidden.has(s.key)}
            isAnimationActive={false}
          />
        ))}
        {series.map(
          (s) =>
            !hidden.has(s.key) && (
              <RateDots key={s.key} days={days} rate={s.key} color={s.color} everyDay={everyDay} />
            ),
        )}
      </ComposedChart>
    </LegendFrame>
  );
}

const noDot = () => <g />;

/** What the dashed lines are: each rate's warning line, on its own axis. */
function WarningKey({ hidden }: { hidden: ReadonlySet<WatchedRate> }) {
  const shown = series.filter((s) => !hidden.has(s.key));
  if (!shown.length) return null;
  return (
    <p className="-mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
      {shown.map((s) => (
        <span key={s.key} className="inline-flex items-center gap-1.5">
          <svg width="18" height="6" aria-hidden="true" className="shrink-0">
            <line x1="0" y1="3" x2="18" y2="3" stroke={s.color} strokeWidth="1.5" strokeDasharray="4 3" />
          </svg>
          {s.label.split(' ')[0]} warning {formatThreshold(healthThresholds[s.key].warning)} ({s.axis} axis)
        </span>
      ))}
    </p>
  );
}
