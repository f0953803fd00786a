import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { peopleQueries } from '@/lib/people-queries';

/** The People page's reads beside the list (which the audit log shares: src/lib/people-queries.ts). */
export const peopleAdminQueries = {
  sessions: (personId: number) =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'sessions', personId] as const,
      queryFn: ({ signal }) => callEndpoint('listPersonSessions', { params: { id: personId }, signal }),
    }),
  settings: () =>
    queryOptions({
      queryKey: ['sign-in-settings'] as const,
      queryFn: ({ signal }) => callEndpoint('getSignInSettings', { signal }),
    }),
};
