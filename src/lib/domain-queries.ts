import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';
import { useStatsReadable } from './permissions';

/**
 * One query for the sending domains, shared by statistics (the filter) and messages (names). The list
 * is an extension: a service without it fails with `Unsupported`, and the capability `listDomains`
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

/**
 * The sending domains, asked only where this key may read them: listing takes `stats`, so an
 * admin-only key asks nothing (the answer could only be 403), and `readable` says why.
 */
export function useDomainList({ enabled = true }: { enabled?: boolean } = {}) {
  const readable = useStatsReadable();
  const domains = useQuery({ ...domainQueries.list(), enabled: enabled && readable });
  return { domains, readable };
}
