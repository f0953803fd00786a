import { queryOptions } from '@tanstack/react-query';
import { suppressionReasons, type SuppressionListData, type SuppressionReason } from '@/contract';
import { learnCapability } from '@/lib/capabilities';
import type { ListParams } from '../lib/list-view';
import type { ReasonCounts } from '../lib/reasons';
import { takeEarlyPage } from './early-page';
import { fetchSuppressionPage, fetchWholeList, findSuppression, isUnpagedAnswer } from './suppression-api';

/**
 * A service that took a bounce filter without a word but answered rows it cannot match (no
 * classification, or another class or side) ignored it: it is then "not offered", so the filter
 * goes before anyone removes "all matching" on its word.
 */
function ignoredBounceFilters(params: ListParams, data: SuppressionListData) {
  const classOf = (row: SuppressionListData['suppressions'][number]) => row.source?.classification;
  if (params.bounce_class?.length) {
    const wanted = new Set<string>(params.bounce_class);
    if (data.suppressions.some((row) => !wanted.has(classOf(row)?.class ?? '')))
      learnCapability('listSuppressions.bounce_class', false);
  }
  if (params.bounce_side?.length) {
    const wanted = new Set<string>(params.bounce_side);
    if (data.suppressions.some((row) => !wanted.has(classOf(row)?.side ?? '')))
      learnCapability('listSuppressions.bounce_side', false);
  }
}

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
        const data = await (takeEarlyPage(params) ?? fetchSuppressionPage(params, signal));
        ignoredBounceFilters(params, data);
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
            const page = await fetchSuppressionPage(params, signal);
            return [reason, page.total, page.total_exact === false] as const;
          }),
        );
        const counts = Object.fromEntries(totals.map(([reason, n]) => [reason, n])) as Record<
          SuppressionReason,
          number
        >;
        const capped = totals.filter(([, , atCap]) => atCap).map(([reason]) => reason);
        const result: ReasonCounts = capped.length ? { ...counts, capped } : counts;
        return result;
      },
    }),
  /** The exact count of a search the service counted only up to its cap: asked for on request. */
  exactTotal: (params: ListParams) =>
    queryOptions({
      queryKey: [...suppressionQueries.lists(), 'exact-total', params] as const,
      queryFn: async ({ signal }) =>
        (await fetchSuppressionPage({ ...params, limit: 1, cursor: undefined, exact_total: 'true' }, signal))
          .total,
      // Good until a write invalidates the lists (then it is stale and no longer shown).
      staleTime: Infinity,
    }),
  checks: () => [...suppressionQueries.all(), 'check'] as const,
  /** Quick check: the row for exactly this address, or null. */
  check: (email: string) =>
    queryOptions({
      queryKey: [...suppressionQueries.checks(), email.trim().toLowerCase()] as const,
      queryFn: ({ signal }) => findSuppression(email, signal),
    }),
};
