import { formatNumber } from '@/lib/format';
import { findDays, numericFields, seriesValue, type ForeignDays } from '../foreign-stats';

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
        className="rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300"
      >
        This service reports statistics in its own format, so they are shown as it sent them, without rates,
        health bands or comparisons.
      </p>
      {cards.length > 0 ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {cards.map((c) => (
            <div
              key={c.name}
              className="rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900/60"
            >
              <dt className="truncate text-xs text-zinc-500 dark:text-zinc-400" title={c.name}>
                {c.name}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-zinc-900 tabular-nums dark:text-zinc-50">
                {formatNumber(c.value)}
              </dd>
            </div>
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
    <figure className="rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900/60">
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
    </figure>
  );
}

function ForeignDaily({ days }: { days: ForeignDays }) {
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {days.series.map((name) => (
          <Sparkline key={name} label={name} values={days.rows.map((r) => seriesValue(r, name))} />
        ))}
      </div>
      <div className="relative overflow-x-auto rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/60">
        <table className="w-full text-sm">
          <caption className="sr-only">Daily numbers as the service sent them</caption>
          <thead className="border-b border-zinc-200 bg-zinc-50 text-xs text-zinc-500 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400">
            <tr>
              {[days.dateField, ...days.series].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {days.rows.map((row, i) => (
              <tr key={i}>
                <th scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap">
                  {String(row[days.dateField]).slice(0, 10)}
                </th>
                {days.series.map((name) => (
                  <td key={name} className="px-3 py-1.5 tabular-nums">
                    {seriesValue(row, name) ?? '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
