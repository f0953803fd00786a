import type { ReactNode } from 'react';
import { Tooltip } from 'recharts';
import { formatNumber } from '@/lib/format';
import type { LegendItem } from './chart-legend';
import { chartColors } from './chart-theme';
import { TooltipCard, tooltipTime } from './chart-tooltip';

type SeriesDay<K extends string> = Record<K, number> & { date: string };

/**
 * A daily chart's tooltip: the hovered day and each series' count, in the legend's colours, and an
 * optional footer. Called as a function (the chart gets the <Tooltip> element itself).
 */
export function seriesTooltip<K extends string, D extends SeriesDay<K>>(
  series: readonly LegendItem<K>[],
  footer?: (day: D) => ReactNode,
) {
  return (
    <Tooltip
      cursor={{ fill: chartColors.cursor }}
      isAnimationActive={false}
      content={({ active, payload }) => {
        const day = payload?.[0]?.payload as D | undefined;
        if (!active || !day) return null;
        return (
          <TooltipCard
            date={day.date}
            rows={series.map((s) => ({ label: s.label, color: s.color, value: formatNumber(day[s.key]) }))}
            footer={footer?.(day)}
          />
        );
      }}
    />
  );
}

/**
 * A time chart's tooltip: the hovered moment, then each drawn series' value as `format` writes it,
 * in its line's colour. Called as a function, like seriesTooltip.
 */
export function timeTooltip(format: (value: number) => string) {
  return (
    <Tooltip
      cursor={{ stroke: chartColors.grid }}
      isAnimationActive={false}
      content={({ active, payload, label }) => {
        if (!active || !payload?.length) return null;
        return (
          <TooltipCard
            title={tooltipTime(Number(label))}
            rows={payload.map((entry) => ({
              label: String(entry.name),
              color: String(entry.color ?? entry.stroke ?? chartColors.axis),
              value: typeof entry.value === 'number' ? format(entry.value) : String(entry.value ?? '–'),
            }))}
          />
        );
      }}
    />
  );
}
