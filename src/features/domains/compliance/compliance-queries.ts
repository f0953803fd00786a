import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * The sender-rules checklist (issue 56, an extension): the account's (every domain together, with
 * each domain's worst verdict) or one domain's. Its evidence moves with the mail: fresh for a minute.
 */
export const complianceQueries = {
  all: () => ['compliance'] as const,
  checklist: (domainId?: number) =>
    queryOptions({
      queryKey: [...complianceQueries.all(), domainId ?? 'account'] as const,
      queryFn: ({ signal }) =>
        callEndpoint('getCompliance', {
          query: domainId === undefined ? {} : { domain_id: domainId },
          signal,
        }),
      staleTime: 60_000,
    }),
};
