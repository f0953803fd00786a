import { queryOptions } from '@tanstack/react-query';
import {
  statsDailyDataSchema,
  statsOverviewDataSchema,
  type BounceGrouping,
  type MessageStream,
  type ProviderTotals,
} from '@/contract';
import { callEndpoint, callEndpointUnparsed } from '@/lib/call-endpoint';
import { learnCapability, Unsupported } from '@/lib/capabilities';
import { domainQueries } from '@/lib/domain-queries';
import { comparisonPeriod, utcToday, type RangeResult } from '../range';
import type { StatsUrlFilter } from '../url-filter';

/** What the page asks for: a valid UTC day range, and optionally one sending domain. */
export interface StatsFilter {
  from: string;
  to: string;
  domainId?: number | undefined;
  /** One stream's mail (issue 56); all mail when absent. */
  stream?: MessageStream | undefined;
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
export function pageFilters({ range, domainId, compare, stream }: StatsUrlFilter): PageFilters {
  if (!range.ok) return { valid: false, problem: range.message, current: noFilter, previous: noFilter };
  const current = { from: range.from, to: range.to, domainId, stream };
  const previous = { ...comparisonPeriod(range, compare), domainId, stream };
  return { valid: true, range, current, previous };
}

const toQuery = ({ from, to, domainId, stream }: StatsFilter) => ({ from, to, domain_id: domainId, stream });

/**
 * A range that reaches today keeps counting: it is read again on the beat the firing alerts are
 * (src/lib/firing-alerts.ts), so the cards and the health sentence never tell two stories.
 */
const live = (filter: StatsFilter) => (filter.to && filter.to >= utcToday() ? 30_000 : false);

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
      refetchInterval: live(filter),
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
      refetchInterval: live(filter),
      queryFn: async ({ signal }) => {
        const raw = await callEndpointUnparsed('statsDaily', { query: toQuery(filter), signal });
        const parsed = statsDailyDataSchema.safeParse(raw);
        if (!parsed.success) throw new ForeignStatsShape(raw);
        return parsed.data.days;
      },
    }),
  /**
   * Extension `group_by=provider`: the totals per mailbox provider. A service that refuses the
   * parameter (`callEndpoint` tells) or answers without a breakdown fails with `Unsupported`.
   */
  providers: (filter: StatsFilter) =>
    queryOptions({
      queryKey: [...statsQueries.overviews(), filter, 'provider'] as const,
      queryFn: async ({ signal }): Promise<ProviderTotals[]> => {
        const raw = await callEndpointUnparsed('statsOverview', {
          query: { ...toQuery(filter), group_by: 'provider' },
          signal,
        });
        const parsed = statsOverviewDataSchema.safeParse(raw);
        const providers = parsed.success ? parsed.data.providers : undefined;
        // A service that ignores the parameter answers the plain overview: no breakdown there.
        learnCapability('statsOverview.group_by', providers !== undefined);
        if (!providers) throw new Unsupported('statsOverview.group_by');
        return providers;
      },
    }),
  /**
   * Extension `GET /stats/bounces`: why mail failed over the range, broken down by `groupBy`. A
   * service without it fails with `Unsupported` (`callEndpoint` tells), and the capability says so.
   */
  bounces: (filter: StatsFilter, groupBy: BounceGrouping) => {
    // The failure breakdown has no stream dimension: it is asked, and cached, for all mail.
    const allMail = { ...filter, stream: undefined };
    return queryOptions({
      queryKey: [...statsQueries.all(), 'bounces', allMail, groupBy] as const,
      queryFn: ({ signal }) =>
        callEndpoint('statsBounces', { query: { ...toQuery(allMail), group_by: groupBy }, signal }),
    });
  },
  domains: () => domainQueries.list(),
};
