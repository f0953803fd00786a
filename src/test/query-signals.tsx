import { notifyManager, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Shows an output named "Query answered" once the query under `queryKey` has had an answer (data or
 * error). Render it beside the component under test: it listens to the query cache, which tells it
 * in the same batch as the query's observers, so once it shows, the component has rendered that
 * answer too. The signal to wait for before asserting that something is *not* shown, instead of a
 * sleep. It is no observer of its own (one without the query's function would make the query's
 * next fetch run without it).
 */
export function QueryAnswered({ queryKey }: { queryKey: QueryKey }) {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    (onChange: () => void) => cache.subscribe(notifyManager.batchCalls(onChange)),
    [cache],
  );
  const answered = useSyncExternalStore(subscribe, () => {
    const state = cache.find({ queryKey, exact: true })?.state;
    return state !== undefined && state.dataUpdateCount + state.errorUpdateCount > 0;
  });
  return answered ? <output aria-label="Query answered" /> : null;
}

/**
 * The query under `queryKey` is observed by a mounted component and is not fetching: a component
 * that means to ask starts fetching as it subscribes, so a query observed and idle was not asked.
 */
export function observedAndIdle(client: QueryClient, queryKey: QueryKey) {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  return query !== undefined && query.getObserversCount() > 0 && query.state.fetchStatus === 'idle';
}
