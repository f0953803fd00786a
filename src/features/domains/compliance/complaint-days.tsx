import { lazy, Suspense, useRef, useState } from 'react';
import { complaintLines, complianceProviders, type ComplaintDay } from '@/contract';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber, formatPercent } from '@/lib/format';
import { formatDay } from '@/lib/day-format';
import { useNearViewport } from '@/lib/use-near-viewport';
import { ruleOwnerNames } from './provider-names';

// Recharts is its own chunk: the checklist's words come first, the chart when its code is in.
const ComplaintChart = lazy(() => import('./complaint-chart'));

/**
 * A provider's chart, drawn (and its code loaded) once the reader comes near it, as the statistics'
 * charts are: on a phone they are below the fold, and drawing three at once would hold the page's
 * first moments up. The skeleton keeps the chart's height.
 */
function ChartWhenNear({ days, label }: { days: readonly ComplaintDay[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const skeleton = <Skeleton className="h-28 w-full" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={skeleton}>
          <ComplaintChart days={days} label={label} />
        </Suspense>
      ) : (
        skeleton
      )}
    </div>
  );
}

/** The day-by-day table, built when it is opened (three providers' 30 days are many cards on a phone). */
function DayByDay({ days, name }: { days: readonly ComplaintDay[]; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="text-xs" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-zinc-700 dark:text-zinc-300">Day by day</summary>
      {open && (
        <div className="mt-2">
          <DataTable
            label={`Complaints at ${name}, day by day`}
            columns={dayColumns}
            rows={days}
            rowKey={(d) => d.date}
            compact
          />
        </div>
      )}
    </details>
  );
}

/** Where one day stands against the two lines, in words (the table never relies on colour). */
export function dayAgainstLines(rate: number | null): string {
  if (rate === null) return 'No deliveries';
  if (rate >= complaintLines.limit) return `At or over ${formatPercent(complaintLines.limit, 1)}`;
  if (rate >= complaintLines.recommended) return `At or over ${formatPercent(complaintLines.recommended, 1)}`;
  return 'Under both lines';
}

/** The day-by-day evidence, in the kit's table (cards on a phone). */
const dayColumns: Column<ComplaintDay>[] = [
  { id: 'day', header: 'Day (UTC)', rowHeader: true, phone: 'title', cell: (d) => formatDay(d.date) },
  {
    id: 'complaints',
    header: 'Complaints',
    align: 'right',
    className: 'tabular-nums',
    cell: (d) => `${formatNumber(d.complained)} of ${formatNumber(d.delivered)}`,
  },
  {
    id: 'rate',
    header: 'Rate',
    align: 'right',
    className: 'tabular-nums',
    cell: (d) => formatPercent(d.rate),
  },
  { id: 'lines', header: 'Against the lines', cell: (d) => dayAgainstLines(d.rate) },
];

function summary(days: readonly ComplaintDay[]): string {
  const judged = days.filter((d) => d.rate !== null);
  if (judged.length === 0) return 'No deliveries in these days.';
  const worst = judged.reduce((a, b) => ((b.rate ?? 0) > (a.rate ?? 0) ? b : a));
  const over = (line: number) => judged.filter((d) => (d.rate ?? 0) >= line).length;
  const count = (n: number) => (n === 0 ? 'no day' : n === 1 ? '1 day' : `${n} days`);
  return `Worst day ${formatDay(worst.date)}: ${formatPercent(worst.rate)} (${formatNumber(worst.complained)} of ${formatNumber(worst.delivered)}); ${count(over(complaintLines.recommended))} at or over ${formatPercent(complaintLines.recommended, 1)}, ${count(over(complaintLines.limit))} at or over ${formatPercent(complaintLines.limit, 1)}.`;
}

/** The complaint line's evidence: for each provider, its days against 0.1% and 0.3%. */
export function ComplaintDays({ days }: { days: readonly ComplaintDay[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {complianceProviders.map((provider) => {
        const own = days.filter((d) => d.provider === provider);
        const name = ruleOwnerNames[provider];
        return (
          <section
            key={provider}
            aria-label={`Complaints at ${name}`}
            className="flex min-w-0 flex-col gap-2"
          >
            <h4 className="text-sm font-medium text-zinc-900 dark:text-zinc-100">{name}</h4>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{summary(own)}</p>
            {own.some((d) => d.rate !== null) && (
              <ChartWhenNear days={own} label={`Daily complaint rate at ${name}`} />
            )}
            {own.length > 0 && <DayByDay days={own} name={name} />}
          </section>
        );
      })}
    </div>
  );
}
