import { queryOptions } from '@tanstack/react-query';
import type { ApiKeyListData } from '@/contract';
import { callEndpoint, isExtensionMissing } from './call-endpoint';

/** Shared by the keys page and the audit log's key filter. The list, or `unsupported` on a service without key management (an extension). */
export type KeyList = ({ supported: true } & ApiKeyListData) | { supported: false };

export const keyQueries = {
  all: () => ['keys'] as const,
  list: () =>
    queryOptions({
      queryKey: [...keyQueries.all(), 'list'] as const,
      queryFn: async ({ signal }): Promise<KeyList> => {
        try {
          return {
            supported: true,
            ...(await callEndpoint('listKeys', { signal })),
          };
        } catch (error) {
          if (isExtensionMissing(error)) return { supported: false };
          throw error;
        }
      },
    }),
};
