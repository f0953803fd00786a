import { statCounters } from '@/contract';
import { cn } from '@/lib/cn';
import { formatNumber, formatPercent } from '@/lib/format';
import { counterLabels } from '@/lib/labels/counter-labels';
import type { ChartDay } from '../chart-data';
import { healthBand, healthLabels, type HealthBand, type RateHealth, type WatchedRate } from '../health';
import { formatWeekday } from '../range';

const rowTones: Record<HealthBand, string> = {
  healthy: '',
  warning: 'bg-amber-50/70 dark:bg-amber-950/20',
  critical: 'bg-red-50 dark:bg-red-950/30',
};
const bandText: Record<HealthBand, string> = {
  healthy: '',
  warning: 'text-amber-700 dark:text-amber-300',
  critical: 'text-red-700 dark:text-red-300',
};

const cell = 'px-3 py-1.5 text-right tabular-nums whitespace-nowrap';

/** The charts' numbers as a table: every counter, both watched rates, days over a line marked. */
export function DailyTable({ days }: { days: ChartDay[] }) {
  return (
    <div
      role="region"
      aria-label="Daily numbers"
      // Scrollable, so keyboard users must be able to reach it to scroll.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-[36rem] overflow-auto rounded-xl border border-zinc-200 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-zinc-800"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">
          Daily counts per UTC day, oldest first, with bounce and complaint rates and their health bands
        </caption>
        <thead className="sticky top-0 z-10 bg-zinc-50 text-xs text-zinc-600 shadow-[0_1px_0] shadow-zinc-200 dark:bg-zinc-900 dark:text-zinc-400 dark:shadow-zinc-800">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Day (UTC)
            </th>
            {statCounters.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                {counterLabels[c]}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
              Bounce rate
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
              Complaint rate
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800/70">
          {days.map((day) => (
            <tr key={day.date} className={cn(day.health.worst && rowTones[day.health.worst])}>
              <th scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap">
                <time dateTime={day.date}>{formatWeekday(day.date)}</time>
              </th>
              {statCounters.map((c) => (
                <td key={c} className={cell}>
                  {formatNumber(day[c])}
                </td>
              ))}
              <RateCell rate="bounce_rate" health={day.health.health.bounce_rate} />
              <RateCell rate="complaint_rate" health={day.health.health.complaint_rate} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RateCell({ rate, health }: { rate: WatchedRate; health: RateHealth }) {
  const band = health.band;
  const flagged = band === 'warning' || band === 'critical';
  // Over a line on a day with too little mail to judge: marked as the banner explains it, not banded.
  const unjudged = health.tooFew ? healthBand(rate, health.value) : null;
  return (
    <td className={cn(cell, flagged && `font-semibold ${bandText[band]}`)}>
      {formatPercent(health.value, 2)}
      {flagged && <span className="text-xs font-medium"> {healthLabels[band]}</span>}
      {(unjudged === 'warning' || unjudged === 'critical') && (
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          {' '}
          {healthLabels[unjudged]} line, too little mail to judge
        </span>
      )}
    </td>
  );
}
