import { queryOptions, type Query } from '@tanstack/react-query';
import {
  domainListDataSchema,
  messageDataSchema,
  messageEventsDataSchema,
  messageListDataSchema,
  suppressionListDataSchema,
  type Message,
  type MessageEvent,
  type MessageStatus,
} from '@/contract';
import { apiRequest, isApiError } from '@/lib/api-client';
import { isFinalStatus } from '../lib/message-status';
import { withRaw } from './with-raw';

/** How often a message that is still on its way is asked about again. */
export const liveIntervalMs = 1000;

export interface MessageStory {
  message: Message;
  /** Oldest first, as the service sends them. */
  events: MessageEvent[];
  /** Both `data` objects exactly as received, for the raw JSON view. */
  raw: { message: unknown; events: unknown };
}

export interface MessageListParams {
  to: string;
  status?: MessageStatus;
  cursor?: string;
}

/** The extension answers 404 (no such route) or 405 (only POST /messages) on a spec-only service. */
const isMissingExtension = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 405);

/**
 * The message first, its events second (not in parallel): events fetched after the status can't
 * miss the event that set it, so a "delivered" message never shows a timeline without "delivered".
 */
async function fetchStory(id: string, signal: AbortSignal): Promise<MessageStory> {
  const path = `/messages/${encodeURIComponent(id)}`;
  const message = await apiRequest(path, { schema: withRaw(messageDataSchema), signal });
  const events = await apiRequest(`${path}/events`, { schema: withRaw(messageEventsDataSchema), signal });
  return {
    message: message.parsed.message,
    events: events.parsed.events,
    raw: { message: message.raw, events: events.raw },
  };
}

/** Poll while the message is on its way; stop at a final status (and, by default, in hidden tabs). */
export const storyRefetchInterval = (query: Query<MessageStory, Error, MessageStory, readonly unknown[]>) => {
  const status = query.state.data?.message.status;
  return status && !isFinalStatus(status) ? liveIntervalMs : false;
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

  lists: () => [...messageQueries.all(), 'list'] as const,
  list: (params: MessageListParams) =>
    queryOptions({
      queryKey: [...messageQueries.lists(), params] as const,
      queryFn: ({ signal }) =>
        apiRequest('/messages', { query: { ...params, limit: 20 }, schema: messageListDataSchema, signal }),
    }),

  /** Does the service list a recipient's messages (an extension)? Asked once per session. */
  recipientSearch: () =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'recipient-search'] as const,
      queryFn: async ({ signal }) => {
        try {
          await apiRequest('/messages', {
            query: { to: 'nobody@example.invalid', limit: 1 },
            schema: messageListDataSchema,
            signal,
          });
          return true;
        } catch (error) {
          if (isMissingExtension(error)) return false;
          throw error;
        }
      },
      staleTime: Infinity,
    }),

  /** The suppression for exactly this address, if any (admin permission). */
  suppression: (email: string) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'suppression', email] as const,
      queryFn: async ({ signal }) => {
        // `q` is a substring search: ask for a few and keep only the exact address.
        const data = await apiRequest('/suppressions', {
          query: { q: email, limit: 5 },
          schema: suppressionListDataSchema,
          signal,
        });
        return data.suppressions.find((s) => s.email.toLowerCase() === email.toLowerCase()) ?? null;
      },
    }),

  /** Domain names by id (an extension); empty when the service has no domain list. */
  domains: () =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'domains'] as const,
      queryFn: async ({ signal }) => {
        try {
          const data = await apiRequest('/domains', { schema: domainListDataSchema, signal });
          return new Map(data.domains.map((d) => [d.id, d.name]));
        } catch (error) {
          if (isMissingExtension(error)) return new Map<number, string>();
          throw error;
        }
      },
      staleTime: 5 * 60_000,
    }),
};
