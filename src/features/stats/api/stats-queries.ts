import { queryOptions } from '@tanstack/react-query';
import { statsDailyDataSchema, statsOverviewDataSchema, type ProviderTotals } from '@/contract';
import { callEndpointUnparsed, isExtensionMissing } from '@/lib/call-endpoint';
import { domainQueries } from '@/lib/domain-queries';
import { comparisonPeriod, type RangeResult } from '../range';
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
 * What the page fetches for its URL: the range asked for and the period it is compared with (the
 * one before, or the same days a year earlier); or, for a filter that can't be asked, why (and
 * nothing is fetched).
 */
export function pageFilters({ range, domainId, domainError, compare }: StatsUrlFilter): PageFilters {
  if (!range.ok) return { valid: false, problem: range.message, current: noFilter, previous: noFilter };
  if (domainError) return { valid: false, problem: domainError, current: noFilter, previous: noFilter };
  const current = { from: range.from, to: range.to, domainId };
  return { valid: true, range, current, previous: { ...comparisonPeriod(range, compare), domainId } };
}

const toQuery = ({ from, to, domainId }: StatsFilter) => ({
  from,
  to,
  domain_id: domainId === undefined ? undefined : String(domainId),
});

/**
 * The spec leaves the statistics' shape open: an answer that is not in our shape is no error, it is
 * another service's own format. Thrown with what it sent, so the page can show it as found.
 */
export class ForeignStatsShape extends Error {
  constructor(readonly raw: unknown) {
    super('The service reports statistics in its own format.');
  }
}

export const statsQueries = {
  all: () => ['stats'] as const,
  overviews: () => [...statsQueries.all(), 'overview'] as const,
  overview: (filter: StatsFilter) =>
    queryOptions({
      queryKey: [...statsQueries.overviews(), filter] as const,
      queryFn: async ({ signal }) => {
        const raw = await callEndpointUnparsed('statsOverview', { query: toQuery(filter), signal });
        const parsed = statsOverviewDataSchema.safeParse(raw);
        if (!parsed.success) throw new ForeignStatsShape(raw);
        return parsed.data.overview;
      },
    }),
  dailies: () => [...statsQueries.all(), 'daily'] as const,
  daily: (filter: StatsFilter) =>
    queryOptions({
      queryKey: [...statsQueries.dailies(), filter] as const,
      queryFn: async ({ signal }) => {
        const raw = await callEndpointUnparsed('statsDaily', { query: toQuery(filter), signal });
        const parsed = statsDailyDataSchema.safeParse(raw);
        if (!parsed.success) throw new ForeignStatsShape(raw);
        return parsed.data.days;
      },
    }),
  /**
   * Extension `group_by=provider`: the totals per mailbox provider, or `supported: false` from a
   * service that refuses the parameter (404/405, a 400 naming it) or answers without a breakdown.
   */
  providers: (filter: StatsFilter) =>
    queryOptions({
      queryKey: [...statsQueries.overviews(), filter, 'provider'] as const,
      queryFn: async ({ signal }): Promise<ProviderBreakdown> => {
        try {
          const raw = await callEndpointUnparsed('statsOverview', {
            query: { ...toQuery(filter), group_by: 'provider' },
            signal,
          });
          const parsed = statsOverviewDataSchema.safeParse(raw);
          const providers = parsed.success ? parsed.data.providers : undefined;
          return providers ? { supported: true, providers } : { supported: false };
        } catch (error) {
          if (isExtensionMissing(error) || namesGroupBy(error)) return { supported: false };
          throw error;
        }
      },
    }),
  domains: () => domainQueries.list(),
};

export type ProviderBreakdown = { supported: true; providers: ProviderTotals[] } | { supported: false };

/** A 400 that blames `group_by` means the service does not know it, whatever words it uses. */
const namesGroupBy = (error: unknown) =>
  error instanceof Error &&
  'status' in error &&
  error.status === 400 &&
  /group_by/.test(JSON.stringify({ m: error.message, d: (error as { details?: unknown }).details }));
