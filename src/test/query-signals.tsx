import { useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Shows an output named "Query answered" once the query under `queryKey` has had an answer (data or
 * error). Render it beside the component under test: as a second observer of the same query it is
 * told in the same batch, so once it shows, the component has rendered that answer too. The signal
 * to wait for before asserting that something is *not* shown, instead of a sleep.
 */
export function QueryAnswered({ queryKey }: { queryKey: QueryKey }) {
  const { isFetched } = useQuery({ queryKey, enabled: false });
  return isFetched ? <output aria-label="Query answered" /> : null;
}

/**
 * The query under `queryKey` is observed by a mounted component and is not fetching: a component
 * that means to ask starts fetching as it subscribes, so a query observed and idle was not asked.
 */
export function observedAndIdle(client: QueryClient, queryKey: QueryKey) {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  return query !== undefined && query.getObserversCount() > 0 && query.state.fetchStatus === 'idle';
}
