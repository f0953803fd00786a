import { useMemo } from 'react';
import { ChartArea, ChartFrame } from '@/components/charts/chart-frame';
import type { ChartDay } from '../chart-data';
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
    <ChartArea className="grid gap-4">
      <ChartFrame title="Volume by outcome" note={`Messages per UTC day, stacked by how they ended.${click}`}>
        <VolumeChart days={days} criticalDays={criticalDays} onOpenDay={onOpenDay} />
      </ChartFrame>
      <ChartFrame
        title="Bounce and complaint rates"
        note={`Dashed lines mark the warning thresholds; coloured dots mark days over them.${click}`}
      >
        <RatesChart days={days} criticalDays={criticalDays} onOpenDay={onOpenDay} />
      </ChartFrame>
    </ChartArea>
  );
}
