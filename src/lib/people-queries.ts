import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';

/**
 * Shared by the People page and the audit log's person filter. People are an extension: a service
 * without them fails with `Unsupported`.
 */
export const peopleQueries = {
  all: () => ['people'] as const,
  list: () =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => callEndpoint('listPeople', { signal }),
    }),
};
