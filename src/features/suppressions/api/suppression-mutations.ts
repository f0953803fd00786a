import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CreateSuppressionBody, Suppression, SuppressionListData } from '@/contract';
import { isNotFound } from '@/lib/capabilities';
import { restoreRemoved } from './restore-removed';
import { createFromDashboard, deleteSuppression, type RemovedRow } from './suppression-api';
import { suppressionQueries } from './suppression-queries';

/** Every cached list (pages and the whole-list fallback) without these rows. */
export function dropFromLists(queryClient: QueryClient, ids: ReadonlySet<number>) {
  queryClient.setQueriesData<SuppressionListData>({ queryKey: suppressionQueries.lists() }, (data) => {
    if (!data) return data;
    const kept = data.suppressions.filter((row) => !ids.has(row.id));
    const gone = data.suppressions.length - kept.length;
    return gone ? { ...data, suppressions: kept, total: Math.max(0, data.total - gone) } : data;
  });
}

const refreshAll = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: suppressionQueries.all() });

export function useAddSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSuppressionBody) => createFromDashboard(body),
    onSuccess: (row) => {
      // A service that answered without the row: the refetch below shows it.
      if (row) queryClient.setQueryData(suppressionQueries.check(row.email).queryKey, row);
      return refreshAll(queryClient);
    },
  });
}

/**
 * Undo of a removal: the removed row itself where the service keeps it (same id, dates and origin),
 * else the address added again (restore-removed.ts). Someone re-adding it first is fine too.
 */
export function useRestoreSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removed: RemovedRow) => restoreRemoved(removed),
    onSettled: () => refreshAll(queryClient),
  });
}

/** Removes at once on screen; puts the row back if the service refuses. */
export function useRemoveSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (row: Suppression): Promise<RemovedRow> => {
      try {
        return await deleteSuppression(row);
      } catch (error) {
        // Someone else removed it already: what the person wanted has happened.
        if (isNotFound(error)) return { row, removalId: null };
        throw error;
      }
    },
    onMutate: async (row) => {
      const check = suppressionQueries.check(row.email).queryKey;
      await queryClient.cancelQueries({ queryKey: suppressionQueries.all() });
      // Every cached list and this address's quick check, to put back if the service refuses.
      const snapshot: [QueryKey, unknown][] = [
        ...queryClient.getQueriesData({ queryKey: suppressionQueries.lists() }),
        [check, queryClient.getQueryData(check)],
      ];
      dropFromLists(queryClient, new Set([row.id]));
      queryClient.setQueryData(check, null);
      return { snapshot };
    },
    onError: (_error, _row, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => refreshAll(queryClient),
  });
}
