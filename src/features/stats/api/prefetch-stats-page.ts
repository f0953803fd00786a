import type { PagePrefetch } from '@/lib/page-prefetch';
import { fieldGate } from '@/lib/capabilities';
import { readPageState } from '@/lib/page-state/page-state';
import { statsPageState } from '@/lib/page-state/stats';
import { utcToday } from '../range';
import { readStatsFilter } from '../url-filter';
import { pageFilters, statsQueries } from './stats-queries';

/** `/stats?from=&to=&domain_id=`: the period, the one before it, its days, its providers and the domain list. */
export const prefetchStatsPage: PagePrefetch = (client, { search }) => {
  const domains = client.prefetchQuery(statsQueries.domains());
  // The state the page reads, so both ask for the same cache entries.
  const filters = pageFilters(
    readStatsFilter(readPageState(statsPageState, search).state, utcToday(), fieldGate('statsOverview')),
  );
  if (!filters.valid) return domains;
  return Promise.all([
    domains,
    client.prefetchQuery(statsQueries.overview(filters.current)),
    client.prefetchQuery(statsQueries.daily(filters.current)),
    client.prefetchQuery(statsQueries.overview(filters.previous)),
    client.prefetchQuery(statsQueries.providers(filters.current)),
  ]);
};
