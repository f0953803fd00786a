import { useMemo, useState } from 'react';
import { Area, Bar, ComposedChart, Line, Tooltip, YAxis } from 'recharts';
import { formatNumber } from '@/lib/format';
import { counterLabels } from '@/lib/labels/counter-labels';
import type { ChartDay } from '../chart-data';
import { ChartGrid } from './chart-grid';
import { DayAxis } from './day-axis';
import { CriticalDayLines } from './critical-day-lines';
import { ChartLegend, toggleIn, type LegendItem } from './chart-legend';
import { chartColors, countAxisTicks } from './chart-theme';
import { TooltipCard } from './chart-tooltip';
import { plainTick } from './plain-tick';

type VolumeKey = 'delivered' | 'hard_bounced' | 'failed' | 'accepted';

/** Outcomes stack to (about) what was accepted; accepted rides on top as a line to compare. */
const series: readonly LegendItem<VolumeKey>[] = [
  { key: 'delivered', label: counterLabels.delivered, color: chartColors.delivered, shape: 'bar' },
  { key: 'hard_bounced', label: counterLabels.hard_bounced, color: chartColors.hard, shape: 'bar' },
  { key: 'failed', label: counterLabels.failed, color: chartColors.failed, shape: 'bar' },
  { key: 'accepted', label: counterLabels.accepted, color: chartColors.accepted, shape: 'line' },
];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const compactTick = (v: number) => compact.format(v);
const volumeTick = plainTick();

export function VolumeChart({ days, criticalDays }: { days: ChartDay[]; criticalDays: string[] }) {
  const [hidden, setHidden] = useState<ReadonlySet<VolumeKey>>(new Set());
  // A year of days is 1,098 stacked rectangles a couple of pixels wide: drawn as stepped areas
  // (one path per outcome) it looks the same and renders several times faster.
  const columns = days.length <= 120;
  const dates = useMemo(() => days.map((d) => d.date), [days]);
  const ticks = useMemo(
    () =>
      countAxisTicks(
        Math.max(0, ...days.map((d) => Math.max(d.accepted, d.delivered + d.hard_bounced + d.failed))),
      ),
    [days],
  );
  const domain = useMemo(() => [0, ticks.at(-1)!] as [number, number], [ticks]);
  return (
    <div className="flex flex-col gap-3">
      <ChartLegend
        label="Volume series"
        items={series}
        hidden={hidden}
        onToggle={(key) => setHidden((h) => toggleIn(h, key))}
      />
      <ComposedChart
        data={days}
        responsive
        style={{ width: '100%', height: 260 }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        barCategoryGap={columns ? '20%' : '8%'}
        aria-label="Daily volume by outcome"
      >
        <ChartGrid />
        <DayAxis dates={dates} />
        <YAxis
          // A handful of round ticks a chart's height apart never collide: all shown, without
          // recharts measuring each label in the DOM to check.
          interval={0}
          ticks={ticks}
          domain={domain}
          tickFormatter={compactTick}
          tick={volumeTick}
          tickLine={false}
          axisLine={false}
          width={44}
        />
        <Tooltip
          cursor={{ fill: chartColors.cursor }}
          isAnimationActive={false}
          content={({ active, payload }) => {
            const day = payload?.[0]?.payload as ChartDay | undefined;
            if (!active || !day) return null;
            return (
              <TooltipCard
                date={day.date}
                rows={series.map((s) => ({
                  label: s.label,
                  color: s.color,
                  value: formatNumber(day[s.key]),
                }))}
                footer={
                  <span className="text-zinc-500 dark:text-zinc-400">
                    Also {formatNumber(day.soft_bounced)} soft bounced, {formatNumber(day.deferred)} deferred
                  </span>
                }
              />
            );
          }}
        />
        {series
          .slice(0, 3)
          .map((s) =>
            columns ? (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                stackId="outcome"
                fill={s.color}
                hide={hidden.has(s.key)}
                isAnimationActive={false}
                maxBarSize={28}
              />
            ) : (
              <Area
                key={s.key}
                dataKey={s.key}
                name={s.label}
                stackId="outcome"
                type="step"
                stroke="none"
                fill={s.color}
                fillOpacity={1}
                hide={hidden.has(s.key)}
                isAnimationActive={false}
                activeDot={false}
              />
            ),
          )}
        <Line
          dataKey="accepted"
          name="Accepted"
          type="monotone"
          stroke={chartColors.accepted}
          strokeWidth={1.5}
          dot={false}
          activeDot={{ r: 3 }}
          hide={hidden.has('accepted')}
          isAnimationActive={false}
        />
        <CriticalDayLines dates={criticalDays} />
      </ComposedChart>
    </div>
  );
}
