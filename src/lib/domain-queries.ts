import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';

/**
 * One query for the sending domains, shared by statistics (the filter) and messages (names). The list
 * is an extension: a service without it fails with `Unsupported`, and `useCapability('listDomains')`
 * says so.
 */
export const domainQueries = {
  list: () =>
    queryOptions({
      queryKey: ['domains'] as const,
      queryFn: async ({ signal }) => (await callEndpoint('listDomains', { signal })).domains,
      // Sending domains change rarely; one fetch per visit is plenty.
      staleTime: 5 * 60_000,
    }),
};
