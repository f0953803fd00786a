import { messageListQuerySchema, messageSystemFilters } from '@/contract';
import { z } from '@/contract/zod';
import { pageState, type StateOf } from './page-state';

/** The activity log's time ranges: relative ones, or `custom` days (or exact times) in `since`/`until`. */
export const activityRanges = ['1h', '24h', '7d', '30d', 'custom'] as const;
export type ActivityRange = (typeof activityRanges)[number];

/**
 * `/messages`: the activity log's filters (the contract's list query under the log's own names),
 * or a recipient's messages (`to`). Text typed into a search box is kept as typed: the page says
 * what it is waiting for rather than dropping a half-typed search.
 */
export const messagesPageState = pageState(() => {
  const query = messageListQuerySchema.shape;
  return {
    status: query.status,
    event: query.event,
    range: z.enum(activityRanges),
    since: query.from,
    until: query.from,
    recipient: z.string(),
    subject: z.string(),
    id_prefix: z.string(),
    domain: query.domain_id,
    bounce_class: query.bounce_class,
    bounce_side: query.bounce_side,
    provider: query.provider,
    /** The API key that sent the messages, by id (never its secret): a key-volume incident's. */
    api_key_id: query.api_key_id,
    /** Relaydesk's own notices: hidden unless `include` or `only` (the service's default is `exclude`). */
    system: z.enum(messageSystemFilters.filter((s) => s !== 'exclude') as ['include', 'only']),
    /** The mail stream (issue 56): transactional or bulk. */
    stream: query.stream,
    cursor: query.cursor,
    /** A recipient lookup: the page checks the address and says why one isn't. */
    to: z.string(),
  };
});
export type MessagesPageState = StateOf<typeof messagesPageState.shape>;

/** `/messages/:id`: which view of the message's story is shown. */
export const messagePageState = pageState(() => ({ view: z.enum(['timeline', 'raw']) }), {
  view: 'timeline',
});
export type MessagePageState = StateOf<typeof messagePageState.shape>;
