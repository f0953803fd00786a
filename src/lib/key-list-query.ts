import { queryOptions } from '@tanstack/react-query';
import { apiKeyListDataSchema, type ApiKeyListData } from '@/contract';
import { apiRequest, isApiError } from './api-client';

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
            ...(await apiRequest('/keys', { schema: apiKeyListDataSchema, signal })),
          };
        } catch (error) {
          if (isApiError(error) && (error.status === 404 || error.status === 405))
            return { supported: false };
          throw error;
        }
      },
    }),
};
