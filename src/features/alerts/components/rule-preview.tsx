import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { AlertPreviewBody } from '@/contract';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { Panel } from '@/components/ui/panel';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { alertQueries } from '../api/alert-queries';
import { previewSentence, spanText } from '../lib/preview-sentence';

const PreviewChart = lazy(() => import('./preview-chart'));
const days = [7, 30] as const;
const listedSpans = 5;

/**
 * How often the rule being written would have fired, replayed by the service over the last 7 or 30
 * days: a sentence, a chart of the metric against the line, and the spans where it would have fired.
 * Asked 500 ms after the rule's core fields stop changing; shown as out of date from the first change.
 */
export function RulePreview({
  body,
  period,
  onPeriod,
}: {
  /** The core fields with the days, or null while they do not make a rule yet. */
  body: AlertPreviewBody | null;
  period: 7 | 30;
  onPeriod: (days: 7 | 30) => void;
}) {
  const current = JSON.stringify(body);
  const settled = useDebouncedValue(current, 500);
  const asked = settled === 'null' ? null : (JSON.parse(settled) as AlertPreviewBody);
  const query = useQuery({
    ...alertQueries.preview(
      asked ?? { metric: 'bounce_rate', comparator: 'gt', threshold: 0, window_minutes: 5 },
    ),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
  });
  const { data, error, isPending, isFetching, isPlaceholderData } = query;
  // Out of date from the first edit, not only once the edit is asked about: what shows answers a
  // rule the form no longer holds.
  const stale = current !== settled || isPlaceholderData || isFetching;
  const askedDays = asked?.days ?? period;
  return (
    <Panel
      title="Preview"
      className="bg-transparent shadow-none dark:bg-transparent"
      actions={
        <div role="group" aria-label="Preview over" className="flex gap-1">
          {days.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={period === d}
              onClick={() => onPeriod(d)}
              className={cn(
                'h-7 rounded-md px-2.5 text-xs font-medium ring-1 ring-zinc-300 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:ring-zinc-700',
                period === d
                  ? 'bg-indigo-600 text-white ring-indigo-600'
                  : 'hover:bg-zinc-100 dark:hover:bg-zinc-800',
              )}
            >
              Last {d} days
            </button>
          ))}
        </div>
      }
    >
      {asked === null ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Fill in the metric, threshold and window to see how often this rule would have fired.
        </p>
      ) : isPending ? (
        <LoadingState label={`Replaying the last ${askedDays} days…`} className="py-4" />
      ) : error && !data ? (
        <QueryErrorState query={query} title="Couldn't preview the rule" />
      ) : data ? (
        <div aria-busy={stale || undefined} className={cn('flex flex-col gap-3', stale && 'opacity-60')}>
          <p role="status" className="text-sm font-medium">
            {data.unavailable
              ? 'No history to replay for this metric'
              : `${previewSentence(data, askedDays)}.`}
          </p>
          {data.unavailable ? (
            <p className="rounded-md bg-zinc-100 px-3 py-2 text-sm text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
              {data.unavailable}
            </p>
          ) : (
            <>
              <figure
                aria-label={`Chart of the metric against the threshold, last ${askedDays} days`}
                className="m-0"
              >
                <Suspense fallback={<LoadingState label="Loading the chart…" className="py-4" />}>
                  <PreviewChart preview={data} rule={asked} />
                </Suspense>
                <figcaption className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
                  Dashed line: the threshold. Shaded: where it would have fired.
                </figcaption>
              </figure>
              {data.spans.length > 0 && (
                <ul
                  aria-label="Would have fired"
                  className="flex flex-col gap-0.5 text-xs text-zinc-700 dark:text-zinc-300"
                >
                  {data.spans.slice(0, listedSpans).map((s) => (
                    <li key={`${s.scope}-${s.from}`}>{spanText(s, asked)}</li>
                  ))}
                  {data.spans.length > listedSpans && <li>And {data.spans.length - listedSpans} more.</li>}
                </ul>
              )}
            </>
          )}
          {error && <QueryErrorState query={query} title="Couldn't update the preview" />}
        </div>
      ) : null}
    </Panel>
  );
}
