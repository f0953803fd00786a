import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { formatNumber } from '@/lib/format';
import { findDays, numericFields, seriesValue, type ForeignDays } from '../foreign-stats';
import { Card, cardClasses } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/**
 * Statistics from a service that reports them in its own format (the spec leaves it open): shown as
 * found, never a blank page. Cards for the overview's numbers, one small chart per daily series and
 * the days as a table.
 */
export function ForeignStats({ overview, daily }: { overview: unknown; daily: unknown }) {
  const cards = numericFields(overview);
  const days = findDays(daily);
  return (
    <section aria-labelledby="foreign-stats-title" className="flex flex-col gap-5">
      <p
        id="foreign-stats-title"
        role="note"
        className={cn(
          cardClasses({ tone: 'muted', padding: 'sm' }),
          'text-sm text-zinc-700 dark:text-zinc-300',
        )}
      >
        This service reports statistics in its own format, so they are shown as it sent them, without rates,
        health bands or comparisons.
      </p>
      {cards.length > 0 ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {cards.map((c) => (
            <Card key={c.name} padding="sm">
              <dt className="truncate text-xs text-zinc-500 dark:text-zinc-400" title={c.name}>
                {c.name}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-zinc-900 tabular-nums dark:text-zinc-50">
                {formatNumber(c.value)}
              </dd>
            </Card>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">The overview answer holds no numbers.</p>
      )}
      {days ? (
        <ForeignDaily days={days} />
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          No per-day numbers were found in the daily answer.
        </p>
      )}
    </section>
  );
}

function Sparkline({ values, label }: { values: (number | null)[]; label: string }) {
  const nums = values.map((v) => v ?? 0);
  const max = Math.max(1, ...nums);
  const step = nums.length > 1 ? 100 / (nums.length - 1) : 100;
  const points = nums.map((v, i) => `${(i * step).toFixed(2)},${(30 - (v / max) * 28).toFixed(2)}`).join(' ');
  return (
    <Card as="figure" padding="sm">
      <figcaption className="mb-1 truncate text-xs text-zinc-500 dark:text-zinc-400">{label}</figcaption>
      <svg
        viewBox="0 0 100 32"
        preserveAspectRatio="none"
        role="img"
        aria-label={`${label} per day`}
        className="h-12 w-full"
      >
        <polyline
          points={points}
          fill="none"
          strokeWidth="1.5"
          vectorEffect="non-scaling-stroke"
          className="stroke-indigo-500"
        />
      </svg>
    </Card>
  );
}

function foreignColumns(days: ForeignDays): Column<ForeignDays['rows'][number]>[] {
  return [
    {
      id: days.dateField,
      header: days.dateField,
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (row) => String(row[days.dateField]).slice(0, 10),
    },
    ...days.series.map((name): Column<ForeignDays['rows'][number]> => ({
      id: name,
      header: name,
      className: 'tabular-nums',
      cell: (row) => seriesValue(row, name) ?? '—',
    })),
  ];
}

function ForeignDaily({ days }: { days: ForeignDays }) {
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {days.series.map((name) => (
          <Sparkline key={name} label={name} values={days.rows.map((r) => seriesValue(r, name))} />
        ))}
      </div>
      <DataTable
        label="Daily numbers as the service sent them"
        columns={foreignColumns(days)}
        rows={days.rows}
        // By position: a service of its own format may well repeat a date.
        rowKey={(row) => String(days.rows.indexOf(row))}
        compact
        // A day is read across its series and down the days: on a phone the table scrolls sideways.
        phone="scroll"
      />
    </>
  );
}
