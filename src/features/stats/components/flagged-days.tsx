import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatPercent, formatNumber } from '@/lib/format';
import type { ChartDay } from '../chart-data';
import { flaggedDays, healthLabels, watchedRates } from '../health';
import { formatWeekday } from '../range';
import { AlertMeLinks } from './alert-me-links';

const shortNames = { bounce_rate: 'Bounces', complaint_rate: 'Complaints' } as const;
const listed = 5;

/**
 * The days that crossed a warning line, worst first, each one click away from a view of just that
 * day (where the domain filter then shows which domain did it).
 */
export function FlaggedDays({
  days,
  singleDay,
  onShowDay,
}: {
  days: readonly ChartDay[];
  singleDay: boolean;
  onShowDay: (date: string) => void;
}) {
  const flagged = flaggedDays(days.map((d) => d.health));
  if (flagged.length === 0) {
    return <p className="text-zinc-600 dark:text-zinc-400">No single day crossed a warning line.</p>;
  }
  const critical = flagged.filter((d) => d.worst === 'critical').length;
  return (
    <div className="mt-1 flex flex-col gap-2 border-t border-current/10 pt-2.5">
      <h3 className="font-medium text-zinc-900 dark:text-zinc-100">
        {flagged.length === 1 ? '1 day' : `${formatNumber(flagged.length)} days`} crossed a line
        {critical > 0 && `, ${critical} of them critical`}
      </h3>
      <ul className="flex flex-col gap-1.5">
        {flagged.slice(0, listed).map((day) => (
          <li key={day.date} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <time
              dateTime={day.date}
              className="w-36 font-medium text-zinc-800 tabular-nums dark:text-zinc-200"
            >
              {formatWeekday(day.date)}
            </time>
            {watchedRates.map((rate) => {
              const { band, value } = day.health[rate];
              if (band !== 'warning' && band !== 'critical') return null;
              return (
                <Badge key={rate} tone={band === 'critical' ? 'danger' : 'warning'}>
                  {shortNames[rate]} {formatPercent(value, 2)} · {healthLabels[band]}
                </Badge>
              );
            })}
            {!singleDay && (
              <Button
                size="sm"
                variant="ghost"
                className="h-6 px-2 text-xs"
                aria-label={`Show day: ${formatWeekday(day.date)} only`}
                onClick={() => onShowDay(day.date)}
              >
                Show day →
              </Button>
            )}
          </li>
        ))}
      </ul>
      <AlertMeLinks flagged={flagged} />
      {flagged.length > listed && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          And {flagged.length - listed} more, marked in the charts and the table.
        </p>
      )}
    </div>
  );
}
