import { useMemo } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAlertValue, type AlertPreviewBody, type AlertPreviewData } from '@/contract';
import { spanScope } from '../lib/preview-sentence';

const colors = ['#6366f1', '#0ea5e9', '#10b981', '#f59e0b', '#a855f7'];
const shownSeries = colors.length;
const dayTick = (ms: number) =>
  new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

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
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke="currentColor" strokeOpacity={0.1} vertical={false} />
      <XAxis
        dataKey="at"
        type="number"
        scale="time"
        domain={[Date.parse(preview.from), Date.parse(preview.to)]}
        tickFormatter={dayTick}
        tick={{ fontSize: 11 }}
        minTickGap={24}
      />
      <YAxis tickFormatter={format} tick={{ fontSize: 11 }} width={52} allowDataOverflow={false} />
      {preview.spans.map((span) => (
        <ReferenceArea
          key={`${span.scope}-${span.from}`}
          x1={Date.parse(span.from)}
          x2={Date.parse(span.to)}
          fill="#ef4444"
          fillOpacity={0.15}
          stroke="none"
          ifOverflow="extendDomain"
        />
      ))}
      <ReferenceLine y={threshold} stroke="#dc2626" strokeDasharray="4 3" ifOverflow="extendDomain" />
      <Tooltip
        isAnimationActive={false}
        labelFormatter={(at) => new Date(Number(at)).toISOString().slice(0, 16).replace('T', ' ') + ' UTC'}
        formatter={(value) => (typeof value === 'number' ? format(value) : String(value))}
      />
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
