import { useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { ChartDay } from '../chart-data';
import { chartThemeClasses } from './chart-theme';
import { RatesChart } from './rates-chart';
import { VolumeChart } from './volume-chart';
import type { OpenDay } from './day-click';

/**
 * Both daily charts. This module (and recharts with it) is loaded with React.lazy, so the first
 * paint of the page (the cards) never waits for the charting code.
 */
export default function DailyCharts({
  days,
  onOpenDay,
}: {
  days: ChartDay[];
  onOpenDay?: OpenDay | undefined;
}) {
  const click = onOpenDay ? ' Click a day to open its messages.' : '';
  const criticalDays = useMemo(
    () => days.filter((d) => d.health.worst === 'critical').map((d) => d.date),
    [days],
  );
  return (
    <div className={cn('grid gap-4', chartThemeClasses)}>
      <ChartPanel title="Volume by outcome" note={`Messages per UTC day, stacked by how they ended.${click}`}>
        <VolumeChart days={days} criticalDays={criticalDays} onOpenDay={onOpenDay} />
      </ChartPanel>
      <ChartPanel
        title="Bounce and complaint rates"
        note={`Dashed lines mark the warning thresholds; coloured dots mark days over them.${click}`}
      >
        <RatesChart days={days} criticalDays={criticalDays} onOpenDay={onOpenDay} />
      </ChartPanel>
    </div>
  );
}

function ChartPanel({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900/60">
      <figcaption className="flex flex-col gap-0.5">
        <span className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{title}</span>
        <span className="text-xs text-zinc-500 dark:text-zinc-400">{note}</span>
      </figcaption>
      {children}
    </figure>
  );
}
