import { getCapability } from '@/lib/capabilities';
import type { PagePrefetch } from '@/lib/page-prefetch';
import { readUrlState } from '@/lib/url-state';
import { listParams, listUrlDefaults, parseListView } from '../lib/list-view';
import { suppressionQueries } from './suppression-queries';

/** `/suppressions?q=&reason=&order=&limit=&cursor=`: that page of the list (the counts wait anyway). */
export const prefetchSuppressionsPage: PagePrefetch = (client, { search }) => {
  // The same view the page reads, so both ask for one cache entry.
  const view = parseListView(readUrlState(search, listUrlDefaults), {
    byClass: getCapability('listSuppressions.bounce_class') !== false,
    bySide: getCapability('listSuppressions.bounce_side') !== false,
  });
  return client.prefetchQuery(suppressionQueries.list(listParams(view)));
};
