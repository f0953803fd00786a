import type { PagePrefetch } from '@/lib/page-prefetch';
import { extensionUsable, fieldGate } from '@/lib/capabilities';
import { readPageState } from '@/lib/page-state/page-state';
import { messagesPageState } from '@/lib/page-state/messages';
import { readActivityFilters } from '../lib/activity-filters';
import { parseLookup } from '../lib/parse-lookup';
import { readRecipientView } from '../lib/recipient-view';
import { activityQueries } from './activity-queries';
import { messageQueries } from './message-queries';

/**
 * `/messages/:id`: that message's story; `/messages?to=`: the recipient's messages; `/messages`:
 * the activity log's page under the URL's filters, as the explorer reads them (its answer also
 * tells whether the service has the log at all), and the domains' names.
 */
export const prefetchMessagesPage: PagePrefetch = (client, { rest, search }) => {
  if (rest.length > 0) {
    const lookup = parseLookup(safeDecode(rest[0]!), { allowEmail: false });
    return lookup.kind === 'id' ? client.prefetchQuery(messageQueries.detail(lookup.id)) : Promise.resolve();
  }
  const { state } = readPageState(messagesPageState, search);
  const recipient = readRecipientView(state);
  if (recipient.kind === 'list') return client.prefetchQuery(messageQueries.list(recipient.params));
  if (recipient.kind !== 'none' || !extensionUsable('listMessages', 'try')) return Promise.resolve();
  const { filters } = readActivityFilters(state, Date.now(), fieldGate('listMessages'));
  return Promise.all([
    client.prefetchQuery(activityQueries.page(filters)),
    client.prefetchQuery(messageQueries.domains()),
  ]);
};

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
