import { queryOptions } from '@tanstack/react-query';
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
  checks: () => [...suppressionQueries.all(), 'check'] as const,
  /** Quick check: the row for exactly this address, or null. */
  check: (email: string) =>
    queryOptions({
      queryKey: [...suppressionQueries.checks(), email.trim().toLowerCase()] as const,
      queryFn: ({ signal }) => findSuppression(email, signal),
    }),
};
