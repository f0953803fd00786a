import { useMemo } from 'react';
import { Line, LineChart, ReferenceArea, ReferenceLine, XAxis, YAxis } from 'recharts';
import { formatAlertValue, type AlertPreviewBody, type AlertPreviewData } from '@/contract';
import { ChartGrid } from '@/components/charts/chart-grid';
import {
  axisTick,
  chartColors,
  chartThemeClasses,
  seriesPalette,
  timeDayTick,
} from '@/components/charts/chart-theme';
import { timeTooltip } from '@/components/charts/series-tooltip';
import { spanScope } from '../lib/preview-sentence';

// The chart kit's parts, as the statistics draw them: colours that follow dark mode (set on the
// chart by chartThemeClasses), days written as the day axis writes them ("9 Nov").
const colors = seriesPalette;
const shownSeries = colors.length;

/**
 * The metric over the replayed days (one line per scope value, the first five), the rule's line,
 * and the spans where it would have fired shaded. No animation: a preview redraws as you type.
 */
export default function PreviewChart({
  preview,
  rule,
}: {
  preview: AlertPreviewData;
  rule: Pick<AlertPreviewBody, 'metric' | 'threshold' | 'each' | 'provider'>;
}) {
  const { metric, threshold } = rule;
  const series = preview.series.slice(0, shownSeries);
  const rows = useMemo(() => {
    const byTime = new Map<number, Record<string, number | null>>();
    series.forEach((s, i) => {
      for (const p of s.points) {
        const at = Date.parse(p.at);
        const row = byTime.get(at) ?? { at };
        row[`s${i}`] = p.value;
        byTime.set(at, row);
      }
    });
    return [...byTime.values()].sort((a, b) => a.at! - b.at!);
  }, [series]);
  const format = (v: number) => formatAlertValue(metric, v);
  return (
    <LineChart
      data={rows}
      responsive
      style={{ width: '100%', height: 220 }}
      className={chartThemeClasses}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <ChartGrid />
      <XAxis
        dataKey="at"
        type="number"
        scale="time"
        domain={[Date.parse(preview.from), Date.parse(preview.to)]}
        tickFormatter={timeDayTick}
        tick={axisTick}
        tickLine={false}
        axisLine={{ stroke: chartColors.grid }}
        minTickGap={24}
      />
      <YAxis
        tickFormatter={format}
        tick={axisTick}
        tickLine={false}
        axisLine={false}
        width={52}
        allowDataOverflow={false}
      />
      {preview.spans.map((span) => (
        <ReferenceArea
          key={`${span.scope}-${span.from}`}
          x1={Date.parse(span.from)}
          x2={Date.parse(span.to)}
          fill={chartColors.critical}
          fillOpacity={0.15}
          stroke="none"
          ifOverflow="extendDomain"
        />
      ))}
      <ReferenceLine
        y={threshold}
        stroke={chartColors.critical}
        strokeDasharray="4 3"
        ifOverflow="extendDomain"
      />
      {timeTooltip(format)}
      {series.map((s, i) => (
        <Line
          key={s.scope || 'all'}
          dataKey={`s${i}`}
          name={spanScope(s, rule) || 'All mail'}
          stroke={colors[i]}
          dot={false}
          strokeWidth={1.5}
          connectNulls={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
