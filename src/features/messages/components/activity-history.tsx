import { useQuery } from '@tanstack/react-query';
import { timeEnd } from '@/contract';
import { Spinner } from '@/components/ui/skeleton';
import { useExtension } from '@/lib/capabilities';
import { formatDayText, formatNumber } from '@/lib/format';
import { usePermissions } from '@/lib/permissions';
import { activityQueries } from '../api/activity-queries';
import type { ActivityFilters } from '../lib/activity-filters';

const days = (n: number) => `${formatNumber(n)} ${n === 1 ? 'day' : 'days'}`;

/** Where the log's history starts, as far as the service says (each part is an extension). */
export function useHistoryStart(oldestAt: string | null | undefined) {
  const retentionDays = usePermissions().data?.retentionDays;
  const oldestDay = oldestAt ? formatDayText(oldestAt.slice(0, 10)) : undefined;
  return { retentionDays, oldestAt: oldestAt ?? undefined, oldestDay };
}

type DayRange = { from: string; to: string };

const rangeText = ({ from, to }: DayRange) =>
  from === to ? formatDayText(from) : `${formatDayText(from)} to ${formatDayText(to)}`;

/**
 * "Messages are kept for 90 days; the oldest here is 18 Nov 2026": why the log can hold fewer days
 * than the statistics, which keep counting after the messages are gone. Days since then whose mail
 * the statistics count but whose messages are not here are named, never passed off as quiet days.
 */
export function HistoryNote({
  oldestAt,
  missing = [],
}: {
  oldestAt: string | null | undefined;
  missing?: readonly DayRange[];
}) {
  const { retentionDays, oldestDay } = useHistoryStart(oldestAt);
  if (retentionDays === undefined && oldestDay === undefined) return null;
  const kept = retentionDays !== undefined ? `Messages are kept for ${days(retentionDays)}` : undefined;
  const oldest = oldestDay ? `the oldest here is ${oldestDay}` : undefined;
  return (
    <p className="text-xs text-zinc-500 dark:text-zinc-400">
      {[kept, oldest].filter(Boolean).join('; ')}. Statistics keep their daily counts for longer.
      {missing.length > 0 && (
        <>
          {' '}
          The statistics count mail on {missing.map(rangeText).join(', ')}, but its messages are not here
          (yet): those days are not empty.
        </>
      )}
    </p>
  );
}

/** True when the filters' time range ends before the oldest message kept: widening cannot help. */
export function rangeBeforeHistory(filters: ActivityFilters, oldestAt: string | undefined) {
  if (!oldestAt || !filters.to) return false;
  return timeEnd(filters.to) < Date.parse(oldestAt);
}

/** The exact count once asked for (shared by the heading and the button), or undefined. */
export function useExactCount(filters: ActivityFilters) {
  return useQuery({ ...activityQueries.exactTotal(filters), enabled: false });
}

/**
 * Beside "more than 1,000 messages": the exact count one click away, as the suppressions page has
 * it (it costs the service a full count). Not offered by a service without `exact_total`.
 */
export function CountExactly({ filters }: { filters: ActivityFilters }) {
  const exactQuery = useExactCount(filters);
  const counts = useExtension('listMessages.exact_total', 'try');
  if (!counts || exactQuery.data !== undefined) return null;
  if (exactQuery.isFetching)
    return (
      <span
        role="status"
        className="inline-flex items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400"
      >
        <Spinner size="sm" className="text-zinc-400" /> Counting…
      </span>
    );
  return (
    <button
      type="button"
      onClick={() => void exactQuery.refetch()}
      className="text-xs font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
    >
      {exactQuery.isError ? "Couldn't count. Try again" : 'Count exactly'}
    </button>
  );
}
