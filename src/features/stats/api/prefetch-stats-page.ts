import type { PagePrefetch } from '@/lib/page-prefetch';
import { readUrlState } from '@/lib/url-state';
import { utcToday } from '../range';
import { readStatsFilter, statsUrlDefaults } from '../url-filter';
import { pageFilters, statsQueries } from './stats-queries';

/** `/stats?from=&to=&domain_id=`: the period, the one before it, its days, its providers and the domain list. */
export const prefetchStatsPage: PagePrefetch = (client, { search }) => {
  const domains = client.prefetchQuery(statsQueries.domains());
  const filters = pageFilters(readStatsFilter(readUrlState(search, statsUrlDefaults), utcToday()));
  if (!filters.valid) return domains;
  return Promise.all([
    domains,
    client.prefetchQuery(statsQueries.overview(filters.current)),
    client.prefetchQuery(statsQueries.daily(filters.current)),
    client.prefetchQuery(statsQueries.overview(filters.previous)),
    client.prefetchQuery(statsQueries.providers(filters.current)),
  ]);
};
