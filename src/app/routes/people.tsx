import type { PagePrefetch } from '@/lib/page-prefetch';
import { peopleQueries } from '@/lib/people-queries';
import { PeoplePage } from '@/features/people/components/people-page';
import { peoplePageMeta } from '@/features/people/page-meta';
import { RequirePermission } from '@/app/require-permission';

export const prefetch: PagePrefetch = (client) => client.prefetchQuery(peopleQueries.list());

/** Lazy route module: the router loads this file (and the feature behind it) on first visit. */
export function Component() {
  return (
    <RequirePermission power="people.read" meta={peoplePageMeta}>
      <PeoplePage />
    </RequirePermission>
  );
}
