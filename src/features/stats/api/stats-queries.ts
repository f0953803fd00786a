import { queryOptions } from '@tanstack/react-query';
import { domainListDataSchema, statsDailyDataSchema, statsOverviewDataSchema, type Domain } from '@/contract';
import { apiRequest, isApiError } from '@/lib/api-client';
import { previousPeriod, type RangeResult } from '../range';
import type { StatsUrlFilter } from '../url-filter';

/** What the page asks for: a valid UTC day range, and optionally one sending domain. */
export interface StatsFilter {
  from: string;
  to: string;
  domainId?: number | undefined;
}

// Never fetched: stands in for the query key while the filter is invalid (the queries are disabled).
const noFilter: StatsFilter = { from: '', to: '' };

export type PageFilters =
  | { valid: true; range: Extract<RangeResult, { ok: true }>; current: StatsFilter; previous: StatsFilter }
  | { valid: false; problem: string; current: StatsFilter; previous: StatsFilter };

/**
 * What the page fetches for its URL: the range asked for and the period before it, to compare
 * against; or, for a filter that can't be asked, why (and nothing is fetched).
 */
export function pageFilters({ range, domainId, domainError }: StatsUrlFilter): PageFilters {
  if (!range.ok) return { valid: false, problem: range.message, current: noFilter, previous: noFilter };
  if (domainError) return { valid: false, problem: domainError, current: noFilter, previous: noFilter };
  const current = { from: range.from, to: range.to, domainId };
  return { valid: true, range, current, previous: { ...previousPeriod(range), domainId } };
}

const toQuery = ({ from, to, domainId }: StatsFilter) => ({ from, to, domain_id: domainId });

/** The domain list is an extension: a service without it answers 404 or 405, not an error to show. */
export type DomainList = { supported: true; domains: Domain[] } | { supported: false };

async function fetchDomains(signal: AbortSignal): Promise<DomainList> {
  try {
    const { domains } = await apiRequest('/domains', { schema: domainListDataSchema, signal });
    return { supported: true, domains };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return { supported: false };
    throw error;
  }
}

export const statsQueries = {
  all: () => ['stats'] as const,
  overviews: () => [...statsQueries.all(), 'overview'] as const,
  overview: (filter: StatsFilter) =>
    queryOptions({
      queryKey: [...statsQueries.overviews(), filter] as const,
      queryFn: async ({ signal }) => {
        const data = await apiRequest('/stats/overview', {
          query: toQuery(filter),
          schema: statsOverviewDataSchema,
          signal,
        });
        return data.overview;
      },
    }),
  dailies: () => [...statsQueries.all(), 'daily'] as const,
  daily: (filter: StatsFilter) =>
    queryOptions({
      queryKey: [...statsQueries.dailies(), filter] as const,
      queryFn: async ({ signal }) => {
        const data = await apiRequest('/stats/daily', {
          query: toQuery(filter),
          schema: statsDailyDataSchema,
          signal,
        });
        return data.days;
      },
    }),
  domains: () =>
    queryOptions({
      queryKey: [...statsQueries.all(), 'domains'] as const,
      queryFn: ({ signal }) => fetchDomains(signal),
      // Sending domains change rarely; one fetch per visit is plenty.
      staleTime: 5 * 60_000,
    }),
};
