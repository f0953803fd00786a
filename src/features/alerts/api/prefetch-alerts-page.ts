import { alertStates, type AlertState } from '@/contract';
import type { PagePrefetch } from '@/lib/page-prefetch';
import { alertQueries } from './alert-queries';

/** `/alerts` starts from its incidents (in the URL's state) and rules; `/alerts/rules/:id` from the rules. */
export const prefetchAlertsPage: PagePrefetch = (client, { rest, search }) => {
  if (rest[1] !== 'new') void client.prefetchQuery(alertQueries.rules());
  if (rest.length > 0) return;
  const state = search.get('state') ?? '';
  const known = (alertStates as readonly string[]).includes(state) ? (state as AlertState) : undefined;
  void client.prefetchQuery(alertQueries.incidents(known));
};
