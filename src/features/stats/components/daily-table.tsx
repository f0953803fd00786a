import { useMemo } from 'react';
import { Link } from '@/components/ui/link';
import { statCounters } from '@/contract';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { cn } from '@/lib/cn';
import { formatNumber, formatPercent } from '@/lib/format';
import { counterLabels } from '@/lib/labels/counter-labels';
import type { ChartDay } from '../chart-data';
import { healthBand, healthLabels, type HealthBand, type RateHealth, type WatchedRate } from '../health';
import { activityLogLink } from '../failure-links';
import { formatWeekday } from '../range';
import { numberColumn } from './number-column';

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

const counterColumns: Column<ChartDay>[] = [
  ...statCounters.map((c) => numberColumn<ChartDay>(c, counterLabels[c], (day) => formatNumber(day[c]))),
  numberColumn('bounce_rate', 'Bounce rate', (day) => (
    <Rate rate="bounce_rate" health={day.health.health.bounce_rate} />
  )),
  numberColumn('complaint_rate', 'Complaint rate', (day) => (
    <Rate rate="complaint_rate" health={day.health.health.complaint_rate} />
  )),
];

/** Where a day's messages are: the activity log for that UTC day and the page's sending domain. */
export interface DayLinks {
  domainId?: number | undefined;
}

const columns = (links: DayLinks | undefined): Column<ChartDay>[] => [
  {
    id: 'day',
    header: 'Day (UTC)',
    rowHeader: true,
    className: 'whitespace-nowrap',
    skeleton: 'w-24',
    cell: (day) => {
      const text = <time dateTime={day.date}>{formatWeekday(day.date)}</time>;
      if (!links) return text;
      return (
        <Link
          to={activityLogLink({ from: day.date, to: day.date, domainId: links.domainId }, {})}
          title="This day's messages in the activity log"
          className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
        >
          {text}
        </Link>
      );
    },
  },
  ...counterColumns,
];

/**
 * The charts' numbers as a table: every counter, both watched rates, days over a line marked. With
 * `links` (the service has an activity log), each day opens that day's messages there.
 */
export function DailyTable({ days, links }: { days: ChartDay[]; links?: DayLinks | undefined }) {
  const domainId = links?.domainId;
  const withLinks = links !== undefined;
  const shown = useMemo(() => columns(withLinks ? { domainId } : undefined), [withLinks, domainId]);
  return (
    <DataTable
      label="Daily counts per UTC day, oldest first, with bounce and complaint rates and their health bands"
      columns={shown}
      rows={days}
      rowKey={(day) => day.date}
      compact
      // A day is read across its counters and down the days: on a phone the table scrolls sideways.
      phone="scroll"
      scroll={{ label: 'Daily numbers', className: 'max-h-[36rem] overflow-y-auto' }}
      rowClassName={(day) => (day.health.worst ? rowTones[day.health.worst] : undefined)}
    />
  );
}

function Rate({ rate, health }: { rate: WatchedRate; health: RateHealth }) {
  const band = health.band;
  const flagged = band === 'warning' || band === 'critical';
  // Over a line on a day with too little mail to judge: marked as the banner explains it, not banded.
  const unjudged = health.tooFew ? healthBand(rate, health.value) : null;
  return (
    <span className={cn(flagged && `font-semibold ${bandText[band]}`)}>
      {formatPercent(health.value, 2)}
      {flagged && <span className="text-xs font-medium"> {healthLabels[band]}</span>}
      {(unjudged === 'warning' || unjudged === 'critical') && (
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          {' '}
          {healthLabels[unjudged]} line, too little mail to judge
        </span>
      )}
    </span>
  );
}
