import { alertStates, type AlertState } from '@/contract';
import type { PagePrefetch } from '@/lib/page-prefetch';
import { alertQueries } from './alert-queries';

/** `/alerts` starts from its incidents (in the URL's state) and rules; `/alerts/rules/:id` from the rules. */
export const prefetchAlertsPage: PagePrefetch = (client, { rest, search }) => {
  const rules = rest[1] !== 'new' ? client.prefetchQuery(alertQueries.rules()) : Promise.resolve();
  if (rest.length > 0) return rules;
  const state = search.get('state') ?? '';
  const known = (alertStates as readonly string[]).includes(state) ? (state as AlertState) : undefined;
  // The list's own query (pages by cursor): the page then renders with its incidents in place, not a
  // skeleton whose height the rules below would jump by when they arrive.
  return Promise.all([rules, client.prefetchInfiniteQuery(alertQueries.incidentPages(known))]);
};
