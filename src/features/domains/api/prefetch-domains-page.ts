import type { PagePrefetch } from '@/lib/page-prefetch';
import { domainDetailQueries } from './domain-queries';

/** `/domains` starts from the list, `/domains/:id` from that domain. */
export const prefetchDomainsPage: PagePrefetch = (client, { rest }) => {
  const id = /^[1-9]\d{0,15}$/.test(rest[0] ?? '') ? Number(rest[0]) : null;
  return id === null
    ? client.prefetchQuery(domainDetailQueries.list())
    : client.prefetchQuery(domainDetailQueries.detail(id));
};
