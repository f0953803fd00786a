import type { ReactNode } from 'react';
import { Tooltip } from 'recharts';
import { formatNumber } from '@/lib/format';
import type { LegendItem } from './chart-legend';
import { chartColors } from './chart-theme';
import { TooltipCard } from './chart-tooltip';

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
