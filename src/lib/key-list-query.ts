import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';

/**
 * Shared by the keys page and the audit log's key filter. Key management is an extension: a service
 * without it fails with `Unsupported`.
 */
export const keyQueries = {
  all: () => ['keys'] as const,
  list: () =>
    queryOptions({
      queryKey: [...keyQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => callEndpoint('listKeys', { signal }),
    }),
};
