import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import type { StatsOverview } from '@/contract';
import { ForeignStatsShape, pageFilters, statsQueries, type PageFilters } from '../api/stats-queries';
import { toChartDays } from '../chart-data';
import type { useStatsFilter } from './use-stats-filter';

const hasMail = (o: StatsOverview) => Object.values(o.counts).some((n) => n > 0);

type StatsFilter = ReturnType<typeof useStatsFilter>;

/**
 * Everything the statistics page reads, and which of its states it is in: the page only renders
 * the state. Five queries (the range, the period before it, the days, the providers, the domains).
 */
export function useStatsPageData(filter: StatsFilter) {
  const filters = pageFilters(filter);
  const { current, previous } = filters;
  const options = { enabled: filters.valid, placeholderData: keepPreviousData };
  const overview = useQuery({ ...statsQueries.overview(current), ...options });
  const before = useQuery({ ...statsQueries.overview(previous), ...options });
  const daily = useQuery({ ...statsQueries.daily(current), ...options });
  const providers = useQuery({ ...statsQueries.providers(current), ...options });
  const domains = useQuery(statsQueries.domains());
  // Judging every day and drawing the days is the heaviest work on the page: deferred, React does it
  // in short slices (a transition) after the numbers arrive, not in the task that receives them.
  const days = useDeferredValue(daily.data);
  const chartDays = useMemo(() => days && toChartDays(days), [days]);

  // Deltas only between a range and its own previous period, never across a half-loaded pair.
  const paired =
    before.data && before.isPlaceholderData === overview.isPlaceholderData ? before.data : undefined;
  // A period without any mail (before the history starts) makes every change "new": say so once instead.
  const comparable = paired && hasMail(paired) ? paired : undefined;
  const domainName = domains.data?.find((d) => d.id === filter.domainId)?.name;
  // The banner and cards are the page's heaviest render after the charts. Deferred, React renders
  // them (and their deltas, when the previous period arrives) in short slices, not one long task.
  const data = useDeferredValue(overview.data);
  const previousShown = useDeferredValue(comparable);
  const empty = data !== undefined && !overview.isPlaceholderData && !hasMail(data);
  // The banner lists the flagged days, which come with the daily numbers: until those are in (or
  // have failed) the skeleton stays, so the block paints once instead of growing under the reader.
  const daysPending = chartDays === undefined && !daily.error;

  const unknownDomain =
    filter.domainId !== undefined && domains.data !== undefined && domainName === undefined;
  const state = pageState({ filters, overview, daily, data, days, daysPending, empty, unknownDomain });

  return {
    filters,
    state,
    overview,
    before,
    daily,
    providers,
    domainName,
    days,
    chartDays,
    criticalDays: chartDays?.filter((d) => d.health.worst === 'critical').length ?? 0,
    previousShown,
    previousEmpty: paired !== undefined && !comparable,
    stale: overview.isPlaceholderData || daily.isPlaceholderData,
  };
}

type ValidFilters = Extract<PageFilters, { valid: true }>;

/** What the page shows; every state but an invalid filter knows its range. */
export type StatsPageState =
  | { kind: 'invalid'; problem: string }
  | ({ range: ValidFilters['range'] } & (
      | { kind: 'foreign'; overview: unknown; daily: unknown }
      | { kind: 'error'; error: Error }
      | { kind: 'loading' }
      | { kind: 'empty'; unknownDomain: boolean }
      | { kind: 'ready'; data: StatsOverview }
    ));

/** Which one thing the page shows, in order of precedence. */
function pageState(s: {
  filters: PageFilters;
  overview: { error: Error | null };
  daily: { error: Error | null };
  data: StatsOverview | undefined;
  days: unknown;
  daysPending: boolean;
  empty: boolean;
  unknownDomain: boolean;
}): StatsPageState {
  if (!s.filters.valid) return { kind: 'invalid', problem: s.filters.problem };
  const { range } = s.filters;
  // Another service's own statistics format: shown as found instead of our cards and charts.
  if (s.overview.error instanceof ForeignStatsShape || s.daily.error instanceof ForeignStatsShape)
    return {
      kind: 'foreign',
      range,
      overview: s.overview.error instanceof ForeignStatsShape ? s.overview.error.raw : { overview: s.data },
      daily: s.daily.error instanceof ForeignStatsShape ? s.daily.error.raw : { days: s.days },
    };
  if (s.overview.error && !s.data) return { kind: 'error', range, error: s.overview.error };
  if (!s.data || (!s.empty && s.daysPending)) return { kind: 'loading', range };
  if (s.empty) return { kind: 'empty', range, unknownDomain: s.unknownDomain };
  return { kind: 'ready', range, data: s.data };
}
