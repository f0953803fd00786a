import { queryOptions } from '@tanstack/react-query';
import { suppressionReasons, type SuppressionReason } from '@/contract';
import type { ListParams } from '../lib/list-view';
import { fetchSuppressionPage, fetchWholeList, findSuppression, isUnpagedAnswer } from './suppression-api';

/**
 * Keys from generic to specific: invalidating `all()` refreshes lists and quick checks alike;
 * `lists()` holds both server pages and the whole-list fallback (same data shape).
 */
export const suppressionQueries = {
  all: () => ['suppressions'] as const,
  lists: () => [...suppressionQueries.all(), 'list'] as const,
  list: (params: ListParams) =>
    queryOptions({
      queryKey: [...suppressionQueries.lists(), 'page', params] as const,
      queryFn: async ({ signal, client }) => {
        const data = await fetchSuppressionPage(params, signal);
        // A service that does not page just answered everything: keep it as the whole list, so
        // switching to client-side paging costs no second download.
        if (isUnpagedAnswer(data) && !params.q && !params.reason) {
          client.setQueryData(suppressionQueries.whole().queryKey, data);
        }
        return data;
      },
    }),
  /** The whole list, for a service that ignores limit/cursor/q; paged and searched here. */
  whole: () =>
    queryOptions({
      queryKey: [...suppressionQueries.lists(), 'whole'] as const,
      queryFn: ({ signal }) => fetchWholeList(signal),
      staleTime: 30_000,
    }),
  /** How many rows each reason has under a search: one cheap `limit=1` request per reason. */
  reasonCounts: (q: string) =>
    queryOptions({
      queryKey: [...suppressionQueries.all(), 'counts', q] as const,
      queryFn: async ({ signal }) => {
        const totals = await Promise.all(
          suppressionReasons.map(async (reason) => {
            const params = {
              limit: 1,
              order: 'created_at_desc' as const,
              reason: [reason],
              ...(q ? { q } : {}),
            };
            return [reason, (await fetchSuppressionPage(params, signal)).total] as const;
          }),
        );
        return Object.fromEntries(totals) as Record<SuppressionReason, number>;
      },
    }),
  checks: () => [...suppressionQueries.all(), 'check'] as const,
  /** Quick check: the row for exactly this address, or null. */
  check: (email: string) =>
    queryOptions({
      queryKey: [...suppressionQueries.checks(), email.trim().toLowerCase()] as const,
      queryFn: ({ signal }) => findSuppression(email, signal),
    }),
};
