import { queryOptions, type Query } from '@tanstack/react-query';
import type { Message, MessageEvent } from '@/contract';
import { callEndpoint, callEndpointKeepingRaw } from '@/lib/call-endpoint';
import { domainQueries } from '@/lib/domain-queries';
import { findSuppression } from '@/lib/suppression-lookup';
import { recipientMessageQueries } from '@/lib/recipient-messages';
import { isFinalStatus } from '../lib/message-status';

/** How often a message that is still on its way is asked about again. */
export const liveIntervalMs = 1000;

export interface MessageStory {
  message: Message;
  /** Oldest first, as the service sends them. */
  events: MessageEvent[];
  /** Both `data` objects exactly as received, for the raw JSON view. */
  raw: { message: unknown; events: unknown };
}

export type { RecipientMessagesParams as MessageListParams } from '@/lib/recipient-messages';

/**
 * The message first, its events second (not in parallel): events fetched after the status can't
 * miss the event that set it, so a "delivered" message never shows a timeline without "delivered".
 */
async function fetchStory(id: string, signal: AbortSignal): Promise<MessageStory> {
  const message = await callEndpointKeepingRaw('getMessage', { params: { id }, signal });
  const events = await callEndpointKeepingRaw('getMessageEvents', { params: { id }, signal });
  return {
    message: message.parsed.message,
    events: events.parsed.events,
    raw: { message: message.raw, events: events.raw },
  };
}

/** After delivery, opens, clicks and complaints can still arrive: followed this long, less often. */
export const followAfterDeliveryMs = 30 * 60_000;
export const followIntervalMs = 5_000;

/** Until when a delivered message is still followed (ms since the epoch), or null when it is not. */
export function followUntil(message: Message): number | null {
  if (message.status !== 'delivered') return null;
  const since = message.delivered_at ?? message.last_event?.timestamp ?? message.created_at;
  return Date.parse(since) + followAfterDeliveryMs;
}

/**
 * Poll every second while the message is on its way; after delivery every few seconds for the
 * window in which engagement and complaints usually arrive; then stop (and, by default, in hidden tabs).
 */
export const storyRefetchInterval = (query: Query<MessageStory, Error, MessageStory, readonly unknown[]>) => {
  const message = query.state.data?.message;
  if (!message) return false;
  if (!isFinalStatus(message.status)) return liveIntervalMs;
  const until = followUntil(message);
  return until !== null && Date.now() < until ? followIntervalMs : false;
};

export const messageQueries = {
  all: () => ['messages'] as const,
  details: () => [...messageQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...messageQueries.details(), id] as const,
      queryFn: ({ signal }) => fetchStory(id, signal),
      refetchInterval: storyRefetchInterval,
    }),

  /** The message alone, for lists that show it (recent lookups): no events, no polling. */
  summary: (id: string) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'summary', id] as const,
      queryFn: async ({ signal }) => (await callEndpoint('getMessage', { params: { id }, signal })).message,
      staleTime: 60_000,
    }),

  /** A message's events alone (the recipient view merges several messages' timelines). */
  events: (id: string) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'events', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint('getMessageEvents', { params: { id }, signal })).events,
      staleTime: 30_000,
    }),

  /** A recipient's messages: the query the suppression panel shares (src/lib). */
  lists: recipientMessageQueries.lists,
  list: recipientMessageQueries.list,

  /** The suppression for exactly this address, if any (admin permission). */
  suppression: (email: string) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'suppression', email] as const,
      queryFn: ({ signal }) => findSuppression(email, signal),
    }),

  /** Domain names by id (an extension); none when the service has no domain list. */
  domains: () =>
    queryOptions({
      ...domainQueries.list(),
      select: (domains) => new Map(domains.map((d) => [d.id, d.name])),
    }),
};
