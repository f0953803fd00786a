import { queryOptions } from '@tanstack/react-query';
import type { Domain } from '@/contract';
import { callEndpoint, isExtensionMissing } from './call-endpoint';

/** The domain list is an extension: a service without it is not an error to show. */
export type DomainList = { supported: true; domains: Domain[] } | { supported: false };

/** One query for the sending domains, shared by statistics (the filter) and messages (names). */
export const domainQueries = {
  list: () =>
    queryOptions({
      queryKey: ['domains'] as const,
      queryFn: async ({ signal }): Promise<DomainList> => {
        try {
          const { domains } = await callEndpoint('listDomains', { signal });
          return { supported: true, domains };
        } catch (error) {
          if (isExtensionMissing(error)) return { supported: false };
          throw error;
        }
      },
      // Sending domains change rarely; one fetch per visit is plenty.
      staleTime: 5 * 60_000,
    }),
};
