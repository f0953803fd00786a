import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** My account's reads: one's own open sessions. */
export const accountQueries = {
  all: () => ['account'] as const,
  sessions: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'sessions'] as const,
      queryFn: ({ signal }) => callEndpoint('listMySessions', { signal }),
    }),
};
