import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, isExtensionMissing } from '@/lib/call-endpoint';
import { isApiError } from '@/lib/api-error';
import type { ActivityFilters } from '../lib/activity-filters';

export const activityPageSize = 50;
/** How often the newest page is asked about again, to say how many new messages match. */
export const newMessagesIntervalMs = 10_000;

const fetchPage = (filters: ActivityFilters, signal: AbortSignal) =>
  callEndpoint('listMessages', { query: { ...filters, limit: String(activityPageSize) }, signal });

export const activityQueries = {
  all: () => ['messages', 'activity'] as const,

  /** Does the service list all messages (the activity log, an extension)? Asked once per session. */
  supported: () =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'supported'] as const,
      queryFn: async ({ signal }) => {
        try {
          await callEndpoint('listMessages', { query: { limit: '1' }, signal });
          return true;
        } catch (error) {
          // A service whose list needs a recipient refuses the bare request: no activity log there.
          if (isExtensionMissing(error) || (isApiError(error) && error.status === 400)) return false;
          throw error;
        }
      },
      staleTime: Infinity,
    }),

  /** One page, kept as it was: new mail is announced, never slipped in under the reader's eyes. */
  page: (filters: ActivityFilters) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'page', filters] as const,
      queryFn: ({ signal }) => fetchPage(filters, signal),
      staleTime: Infinity,
    }),

  /** The newest page of the same filters, polled, to count what arrived since. */
  head: (filters: ActivityFilters) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'head', filters] as const,
      queryFn: ({ signal }) => fetchPage(filters, signal),
      refetchInterval: newMessagesIntervalMs,
    }),
};
