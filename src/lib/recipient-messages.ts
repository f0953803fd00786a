import { queryOptions } from '@tanstack/react-query';
import type { MessageStatus } from '@/contract';
import { callEndpoint } from './call-endpoint';

export interface RecipientMessagesParams {
  to: string;
  status?: MessageStatus;
  cursor?: string;
}

/**
 * One recipient's messages, newest first (`GET /messages?to=`, an extension, permission stats).
 * Shared by the messages page (the recipient lookup) and the suppression detail panel; keyed under
 * `['messages', 'list']`, so either page finds the other's answer in the cache.
 */
export const recipientMessageQueries = {
  lists: () => ['messages', 'list'] as const,
  list: (params: RecipientMessagesParams) =>
    queryOptions({
      queryKey: [...recipientMessageQueries.lists(), params] as const,
      queryFn: ({ signal }) =>
        callEndpoint('listMessages', {
          query: { ...params, status: params.status && [params.status], limit: 20 },
          signal,
        }),
    }),
};
