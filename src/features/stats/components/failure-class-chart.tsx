import { useMemo, useState } from 'react';
import { Bar, BarChart, Tooltip, YAxis } from 'recharts';
import { bounceClasses, type BounceClass, type StatsBouncesData } from '@/contract';
import { formatNumber } from '@/lib/format';
import { bounceClassLabels } from '@/lib/labels/bounce-labels';
import { failureClassColors } from '../failure-colors';
import { ChartGrid } from './chart-grid';
import { ChartLegend, toggleIn, type LegendItem } from './chart-legend';
import { chartColors, chartThemeClasses, countAxisTicks } from './chart-theme';
import { TooltipCard } from './chart-tooltip';
import { DayAxis } from './day-axis';
import { plainTick } from './plain-tick';

type Day = StatsBouncesData['days'][number];
const countTick = plainTick();

/**
 * The failures of each day stacked by class (recharts, its own chunk). Only the classes the range
 * has are drawn and listed; the legend's buttons hide and show each.
 */
export default function FailureClassChart({ days }: { days: Day[] }) {
  const [hidden, setHidden] = useState<ReadonlySet<BounceClass>>(new Set());
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
    <div className={`flex flex-col gap-3 ${chartThemeClasses}`}>
      <ChartLegend
        label="Failure classes"
        items={series}
        hidden={hidden}
        onToggle={(key) => setHidden((h) => toggleIn(h, key))}
      />
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
        <YAxis
          interval={0}
          ticks={ticks}
          domain={[0, ticks.at(-1)!]}
          tickFormatter={formatNumber}
          tick={countTick}
          tickLine={false}
          axisLine={false}
          width={44}
        />
        <Tooltip
          cursor={{ fill: chartColors.cursor }}
          isAnimationActive={false}
          content={({ active, payload }) => {
            const day = payload?.[0]?.payload as (Record<BounceClass, number> & { date: string }) | undefined;
            if (!active || !day) return null;
            return (
              <TooltipCard
                date={day.date}
                rows={series.map((s) => ({
                  label: s.label,
                  color: s.color,
                  value: formatNumber(day[s.key]),
                }))}
              />
            );
          }}
        />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stackId="failures"
            fill={s.color}
            hide={hidden.has(s.key)}
            isAnimationActive={false}
            maxBarSize={28}
          />
        ))}
      </BarChart>
    </div>
  );
}
