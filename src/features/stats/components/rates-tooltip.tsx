import { rateFormulas } from '@/contract';
import { formatNumber, formatPercent } from '@/lib/format';
import type { ChartDay } from '../chart-data';
import { healthLabels, type RateHealth, type WatchedRate } from '../health';
import { TooltipCard } from '@/components/charts/chart-tooltip';

const healthNote = (h: RateHealth) =>
  h.tooFew
    ? ' · too little mail to judge'
    : h.band && h.band !== 'healthy'
      ? ` · ${healthLabels[h.band]}`
      : '';

/** A day's rates, exactly, with what they are made of ("181 of 3,392") and their band. */
export function RatesTooltip({
  day,
  series,
}: {
  day: ChartDay;
  series: readonly { key: WatchedRate; label: string; color: string }[];
}) {
  return (
    <TooltipCard
      date={day.date}
      rows={series.map((s) => {
        const h = day.health.health[s.key];
        const { numerator, denominator } = rateFormulas[s.key];
        return {
          label: s.label,
          color: s.color,
          value: formatPercent(h.value, 2),
          note: `${formatNumber(day[numerator])} of ${formatNumber(day[denominator])}${healthNote(h)}`,
        };
      })}
    />
  );
}
