import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isUnpagedAnswer } from '../api/suppression-api';
import { suppressionQueries } from '../api/suppression-queries';
import { filterSuppressions, pageOf } from '../lib/client-list';
import { listParams, type ListView } from '../lib/list-view';

/**
 * One page of the list, whatever the service can do. Against a paging service each page is its
 * own request (the previous page stays on screen while the next loads). Once an answer shows the
 * service does not page, the whole list is fetched once and searched, sorted and paged here.
 */
export function useSuppressionList(view: ListView) {
  const queryClient = useQueryClient();
  const [unpaged, setUnpaged] = useState(
    () => queryClient.getQueryData(suppressionQueries.whole().queryKey) !== undefined,
  );

  const server = useQuery({
    ...suppressionQueries.list(listParams(view)),
    placeholderData: keepPreviousData,
    enabled: !unpaged,
  });
  if (!unpaged && server.data && !server.isPlaceholderData && isUnpagedAnswer(server.data)) {
    // Adjusting state while rendering (React's documented pattern): sticky for this page's life.
    setUnpaged(true);
  }

  const whole = useQuery({ ...suppressionQueries.whole(), enabled: unpaged });
  const { q, reason, order, limit, cursor } = view;
  const filtered = useMemo(
    () => (whole.data ? filterSuppressions(whole.data.suppressions, { q, reason, order }) : undefined),
    [whole.data, q, reason, order],
  );
  const clientPage = useMemo(
    () => (filtered ? pageOf(filtered, limit, cursor) : undefined),
    [filtered, limit, cursor],
  );

  const active = unpaged ? whole : server;
  return {
    mode: unpaged ? ('client' as const) : ('server' as const),
    data: unpaged ? clientPage : server.data,
    /** Every row the filter matches, when the whole list is here (a service that does not page). */
    matches: unpaged ? filtered : undefined,
    error: active.error,
    isPending: unpaged ? whole.isPending : server.isPending,
    /** A new page or filter is loading while the previous one is still shown. */
    isUpdating: !unpaged && server.isPlaceholderData && server.isFetching,
    isFetching: active.isFetching,
    refetch: () => void active.refetch(),
  };
}
