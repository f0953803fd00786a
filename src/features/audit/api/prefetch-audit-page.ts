import type { PagePrefetch } from '@/lib/page-prefetch';
import { auditQueries } from '@/lib/audit-queries';
import { keyQueries } from '@/lib/key-list-query';
import { peopleQueries } from '@/lib/people-queries';
import { readPageState } from '@/lib/page-state/page-state';
import { auditPageState } from '@/lib/page-state/audit';
import { toAuditQuery } from '../audit-filters';

/**
 * `/audit` starts from its entries (the URL's filters), the key list and the people: the Key and
 * Person filters' options widen their boxes, and arriving after the first render they moved the
 * filters below them down.
 */
export const prefetchAuditPage: PagePrefetch = (client, { search }) =>
  Promise.all([
    client.prefetchInfiniteQuery(
      auditQueries.list(toAuditQuery(readPageState(auditPageState, search).state)),
    ),
    client.prefetchQuery(keyQueries.list()),
    client.prefetchQuery(peopleQueries.list()),
  ]);
