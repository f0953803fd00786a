import type { PagePrefetch } from '@/lib/page-prefetch';
import { peopleQueries } from '@/lib/people-queries';
import { PeoplePage } from '@/features/people/components/people-page';

export const prefetch: PagePrefetch = (client) => client.prefetchQuery(peopleQueries.list());

/** Lazy route module: the router loads this file (and the feature behind it) on first visit. The page checks powers itself. */
export function Component() {
  return <PeoplePage />;
}
