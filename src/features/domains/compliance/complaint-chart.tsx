import { Line, LineChart, YAxis } from 'recharts';
import { complaintLines, type ComplaintDay } from '@/contract';
import { ChartGrid } from '@/components/charts/chart-grid';
import {
  axisTick,
  chartColors,
  chartThemeClasses,
  percentTick,
  seriesPalette,
} from '@/components/charts/chart-theme';
import { DayAxis } from '@/components/charts/day-axis';
import { WarningLine } from '@/components/charts/warning-line';

/**
 * One provider's daily complaint rate against the 0.1% and 0.3% lines (the chart kit's parts, as
 * the statistics draw them). No animation: the checklist is read, not watched. The table beside it
 * says the same in words.
 */
export default function ComplaintChart({ days, label }: { days: readonly ComplaintDay[]; label: string }) {
  const peak = Math.max(complaintLines.limit * 1.2, ...days.map((d) => d.rate ?? 0));
  return (
    <div role="img" aria-label={`${label}, against the 0.1% and 0.3% lines`}>
      <LineChart
        data={days as ComplaintDay[]}
        responsive
        style={{ width: '100%', height: 112 }}
        className={chartThemeClasses}
        margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
      >
        <ChartGrid />
        <DayAxis dates={days.map((d) => d.date)} />
        <YAxis
          yAxisId="rate"
          domain={[0, peak]}
          tickFormatter={percentTick}
          ticks={[0, complaintLines.recommended, complaintLines.limit]}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          width={40}
        />
        <WarningLine axis="rate" value={complaintLines.recommended} color={chartColors.warning} />
        <WarningLine axis="rate" value={complaintLines.limit} color={chartColors.critical} />
        <Line
          yAxisId="rate"
          dataKey="rate"
          stroke={seriesPalette[0]}
          dot={false}
          strokeWidth={1.5}
          connectNulls={false}
          isAnimationActive={false}
        />
      </LineChart>
    </div>
  );
}
