import type { PagePrefetch } from '@/lib/page-prefetch';
import { readUrlState } from '@/lib/url-state';
import { listParams, listUrlDefaults, parseListView } from '../lib/list-view';
import { suppressionQueries } from './suppression-queries';

/** `/suppressions?q=&reason=&order=&limit=&cursor=`: that page of the list (the counts wait anyway). */
export const prefetchSuppressionsPage: PagePrefetch = (client, { search }) => {
  const view = parseListView(readUrlState(search, listUrlDefaults));
  void client.prefetchQuery(suppressionQueries.list(listParams(view)));
};
