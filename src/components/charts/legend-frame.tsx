import { useCallback, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ChartLegend, toggleIn, type LegendItem } from './chart-legend';

/** Which of a chart's series the legend has hidden, and the toggle its buttons call. */
export function useHiddenSeries<K extends string>() {
  const [hidden, setHidden] = useState<ReadonlySet<K>>(new Set());
  const toggle = useCallback((key: K) => setHidden((h) => toggleIn(h, key)), []);
  return { hidden, toggle };
}

/** A daily chart under its legend of toggle buttons (`series`: useHiddenSeries'). */
export function LegendFrame<K extends string>({
  label,
  items,
  series,
  className,
  children,
}: {
  label: string;
  items: readonly LegendItem<K>[];
  series: ReturnType<typeof useHiddenSeries<K>>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <ChartLegend label={label} items={items} hidden={series.hidden} onToggle={series.toggle} />
      {children}
    </div>
  );
}
