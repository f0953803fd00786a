import { lazy, Suspense } from 'react';
import { complaintLines, complianceProviders, type ComplaintDay } from '@/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber, formatPercent } from '@/lib/format';
import { formatDay } from '@/lib/day-format';
import { ruleOwnerNames } from './provider-names';

// Recharts is its own chunk: the checklist's words come first, the chart when its code is in.
const ComplaintChart = lazy(() => import('./complaint-chart'));

/** Where one day stands against the two lines, in words (the table never relies on colour). */
export function dayAgainstLines(rate: number | null): string {
  if (rate === null) return 'No deliveries';
  if (rate >= complaintLines.limit) return `At or over ${formatPercent(complaintLines.limit, 1)}`;
  if (rate >= complaintLines.recommended) return `At or over ${formatPercent(complaintLines.recommended, 1)}`;
  return 'Under both lines';
}

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
              <Suspense fallback={<Skeleton className="h-28 w-full" />}>
                <ComplaintChart days={own} label={`Daily complaint rate at ${name}`} />
              </Suspense>
            )}
            {own.length > 0 && (
              <details className="text-xs">
                <summary className="cursor-pointer text-zinc-700 dark:text-zinc-300">Day by day</summary>
                <table className="mt-2 w-full tabular-nums">
                  <caption className="sr-only">Complaints at {name}, day by day</caption>
                  <thead className="text-left text-zinc-500 dark:text-zinc-400">
                    <tr>
                      <th scope="col" className="py-1 font-medium">
                        Day (UTC)
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        Complaints
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        Rate
                      </th>
                      <th scope="col" className="py-1 pl-2 font-medium">
                        Against the lines
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {own.map((d) => (
                      <tr key={d.date} className="border-t border-zinc-100 dark:border-zinc-800">
                        <td className="py-1">{formatDay(d.date)}</td>
                        <td className="py-1 text-right">
                          {formatNumber(d.complained)} of {formatNumber(d.delivered)}
                        </td>
                        <td className="py-1 text-right">{formatPercent(d.rate)}</td>
                        <td className="py-1 pl-2">{dayAgainstLines(d.rate)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            )}
          </section>
        );
      })}
    </div>
  );
}
