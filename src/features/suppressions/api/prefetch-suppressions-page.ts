import type { QueryClient } from '@tanstack/react-query';
import { extensionUsable } from '@/lib/capabilities';
import type { PagePrefetch } from '@/lib/page-prefetch';
import { readPageState } from '@/lib/page-state/page-state';
import { suppressionsPageState } from '@/lib/page-state/suppressions';
import { listParams, parseListView, type ListParams } from '../lib/list-view';
import { startEarlyPage } from './early-page';
import { suppressionQueries } from './suppression-queries';

/** `/suppressions?q=&reason=&order=&limit=&cursor=`: that page of the list (the counts wait anyway). */
export const prefetchSuppressionsPage: PagePrefetch = (client, { search }) => {
  // The same view the page reads, so both ask for one cache entry.
  const view = parseListView(readPageState(suppressionsPageState, search).state, {
    byClass: extensionUsable('listSuppressions.bounce_class', 'try'),
    bySide: extensionUsable('listSuppressions.bounce_side', 'try'),
  });
  return client.prefetchQuery(suppressionQueries.list(listParams(view)));
};

/**
 * Asks for the list page of a new filter as the filter changes, before React renders the page for
 * it: that render (the whole page, once more with the old rows) would otherwise come first, and a
 * search typed into the box waits on it. The page's query takes the request when it asks for the
 * same page, so the service is asked once and a failure (a 429) reaches the query as its own.
 * Not for a page already here, nor for a service that does not page (its whole list is here).
 */
export function requestPageEarly(client: QueryClient, params: ListParams) {
  if (client.getQueryData(suppressionQueries.list(params).queryKey) !== undefined) return;
  if (client.getQueryData(suppressionQueries.whole().queryKey) !== undefined) return;
  startEarlyPage(params);
}
