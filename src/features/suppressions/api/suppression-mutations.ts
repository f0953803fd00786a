import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CreateSuppressionBody, Suppression, SuppressionListData } from '@/contract';
import { isNotFound, isUnsupported } from '@/lib/capabilities';
import {
  createFromDashboard,
  createSuppression,
  deleteSuppression,
  existingFromConflict,
  postBatch,
  restoreItem,
} from './suppression-api';
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
 * Undo of a removal: the same row back (address, reason, original date, origin) through the batch
 * endpoint; a service without it gets a plain add, dated now. Someone re-adding it first is fine too.
 */
export function useRestoreSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (row: Suppression): Promise<Suppression | null> => {
      try {
        const item = (await postBatch([restoreItem(row)]))?.results[0];
        if (item?.result === 'invalid') throw new Error(item.error);
        return item?.suppression ?? null;
      } catch (error) {
        if (!isUnsupported(error)) throw error;
      }
      try {
        return await createSuppression({ email: row.email, reason: row.reason });
      } catch (error) {
        const existing = existingFromConflict(error);
        if (existing) return existing;
        throw error;
      }
    },
    onSettled: () => refreshAll(queryClient),
  });
}

/** Removes at once on screen; puts the row back if the service refuses. */
export function useRemoveSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (row: Suppression) => {
      try {
        return (await deleteSuppression(row.id)) ?? row;
      } catch (error) {
        // Someone else removed it already: what the person wanted has happened.
        if (isNotFound(error)) return row;
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
