import { Bar } from 'recharts';
import type { LegendItem } from '@/components/charts/chart-legend';

/**
 * One series of a daily chart's stacked bars, hidden while its legend button is off. Called as a
 * function, like countAxis, so the chart gets the <Bar> element itself.
 */
export function stackedBar<K extends string>(s: LegendItem<K>, stackId: string, hidden: ReadonlySet<K>) {
  return (
    <Bar
      key={s.key}
      dataKey={s.key}
      name={s.label}
      stackId={stackId}
      fill={s.color}
      hide={hidden.has(s.key)}
      isAnimationActive={false}
      maxBarSize={28}
    />
  );
}
