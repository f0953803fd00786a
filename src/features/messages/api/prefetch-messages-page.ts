import type { PagePrefetch } from '@/lib/page-prefetch';
import { readUrlState } from '@/lib/url-state';
import { parseLookup } from '../lib/parse-lookup';
import { readRecipientView, recipientUrlDefaults } from '../lib/recipient-view';
import { messageQueries } from './message-queries';

/** `/messages/:id`: that message's story; `/messages?to=`: the recipient's messages. */
export const prefetchMessagesPage: PagePrefetch = (client, { rest, search }) => {
  if (rest.length > 0) {
    const lookup = parseLookup(safeDecode(rest[0]!), { allowEmail: false });
    return lookup.kind === 'id' ? client.prefetchQuery(messageQueries.detail(lookup.id)) : Promise.resolve();
  }
  const recipient = readRecipientView(readUrlState(search, recipientUrlDefaults));
  return recipient.kind === 'list'
    ? client.prefetchQuery(messageQueries.list(recipient.params))
    : Promise.resolve();
};

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
