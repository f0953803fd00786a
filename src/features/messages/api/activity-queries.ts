import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import type { ActivityFilters } from '../lib/activity-filters';

export const activityPageSize = 50;
/** How often the newest page is asked about again, to say how many new messages match. */
export const newMessagesIntervalMs = 10_000;

const fetchPage = (filters: ActivityFilters, signal: AbortSignal) =>
  callEndpoint('listMessages', { query: { ...filters, limit: activityPageSize }, signal });

export const activityQueries = {
  all: () => ['messages', 'activity'] as const,

  /**
   * The smallest call to the message list (an extension), for when nothing has asked it yet: its
   * answer is recorded as the capability `listMessages` (`useExtensionAnswer`).
   */
  probe: () =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'probe'] as const,
      queryFn: ({ signal }) => callEndpoint('listMessages', { query: { limit: 1 }, signal }),
      staleTime: Infinity,
    }),

  /** One page, kept as it was: new mail is announced, never slipped in under the reader's eyes. */
  page: (filters: ActivityFilters) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'page', filters] as const,
      queryFn: ({ signal }) => fetchPage(filters, signal),
      staleTime: Infinity,
    }),

  /** Every match counted (`exact_total`, an extension), on request: a full count costs the service. */
  exactTotal: (filters: ActivityFilters) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'exact-total', filters] as const,
      queryFn: async ({ signal }) =>
        (
          await callEndpoint('listMessages', {
            query: { ...filters, cursor: undefined, limit: 1, exact_total: 'true' },
            signal,
          })
        ).total ?? 0,
      staleTime: 60_000,
    }),

  /** The newest page of the same filters, polled, to count what arrived since. */
  head: (filters: ActivityFilters) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'head', filters] as const,
      queryFn: ({ signal }) => fetchPage(filters, signal),
      refetchInterval: newMessagesIntervalMs,
    }),
};
