import type { MessageEvent } from '@/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { DateTime } from '@/components/ui/date-time';
import { cn } from '@/lib/cn';
import { formatDuration } from '@/lib/format';
import type { FailureOutcome } from '@/lib/failure-story';
import { eventMeta, gapsBetween, type EventTone } from '../lib/event-meta';
import { EventDetails } from './event-details';
import { EventTypeIcon } from './event-icons';

const toneRing: Record<EventTone, string> = {
  neutral: 'bg-zinc-100 text-zinc-600 ring-zinc-200 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-700',
  accent:
    'bg-indigo-50 text-indigo-600 ring-indigo-200 dark:bg-indigo-500/15 dark:text-indigo-300 dark:ring-indigo-500/30',
  success:
    'bg-emerald-50 text-emerald-600 ring-emerald-200 dark:bg-emerald-500/15 dark:text-emerald-300 dark:ring-emerald-500/30',
  warning:
    'bg-amber-50 text-amber-600 ring-amber-200 dark:bg-amber-500/15 dark:text-amber-300 dark:ring-amber-500/30',
  danger: 'bg-red-50 text-red-600 ring-red-200 dark:bg-red-500/15 dark:text-red-300 dark:ring-red-500/30',
};

/** One row per event, oldest first, with the time since the step before. */
export function EventTimeline({
  events,
  outcome = null,
  domainId,
}: {
  events: readonly MessageEvent[];
  /** The message's sending domain (for what a sender-side failure asks of its DNS). */
  domainId?: number | null | undefined;
  /** Where the message stands, for each failure's advice (src/lib/failure-story.ts). */
  outcome?: FailureOutcome | null;
}) {
  if (events.length === 0) {
    return (
      <EmptyState
        title="No events yet"
        description="The service has not recorded anything for this message so far."
      />
    );
  }
  const gaps = gapsBetween(events);
  return (
    <ol aria-label="Events, oldest first" className="flex flex-col">
      {events.map((event, i) => {
        const meta = eventMeta(event);
        const gap = gaps[i] ?? null;
        const last = i === events.length - 1;
        return (
          <li key={`${event.timestamp}-${event.type}-${i}`} className="relative flex gap-3 pb-5 last:pb-0">
            {!last && (
              <span
                aria-hidden="true"
                className="absolute top-8 bottom-0 left-[15px] w-px bg-zinc-200 dark:bg-zinc-800"
              />
            )}
            <span
              className={cn(
                'relative flex size-8 shrink-0 items-center justify-center rounded-full ring-1',
                toneRing[meta.tone],
              )}
            >
              <EventTypeIcon type={event.type} />
            </span>
            <div className="min-w-0 flex-1 pt-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <p className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
                  {meta.known ? meta.title : <code className="font-mono">{meta.title}</code>}
                  {!meta.known && (
                    <span className="ml-2 text-xs font-normal text-zinc-500 dark:text-zinc-400">
                      (event type this dashboard doesn't know)
                    </span>
                  )}
                </p>
                <span className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
                  {gap === null ? (
                    'first event'
                  ) : (
                    <>
                      <span aria-hidden="true">+</span>
                      {formatDuration(gap)}
                      <span className="sr-only"> after the previous event</span>
                    </>
                  )}
                </span>
              </div>
              <p className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
                <DateTime iso={event.timestamp} mode="utc" />
              </p>
              <EventDetails event={event} outcome={outcome} domainId={domainId} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
