import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SessionData } from '@/contract/people';
import { callEndpoint } from '@/lib/call-endpoint';
import { session } from '@/lib/session';

/** What the signed-out screens ask the service: how people sign in here, and whether one already is. */
export const signInQueries = {
  /** An extension: a service without people answers 404, and the API-key connect screen shows as before. */
  methods: () =>
    queryOptions({
      queryKey: ['sign-in', 'methods'] as const,
      queryFn: ({ signal }) => callEndpoint('signInMethods', { signal }),
      retry: false,
      staleTime: Infinity,
    }),
  /** The cookie's session, if any: 401 (or a service without people) means nobody is signed in. */
  current: () =>
    queryOptions({
      queryKey: ['sign-in', 'current'] as const,
      queryFn: ({ signal }) =>
        callEndpoint('currentSession', { signal }).catch((): SessionData | null => null),
      retry: false,
      staleTime: Infinity,
    }),
};

/**
 * At start-up without a key: asks both at once; an open session signs this tab in as its person
 * before the first render. Answers the session, or null.
 */
export async function resumePersonSession(queryClient: QueryClient): Promise<SessionData | null> {
  void queryClient.prefetchQuery(signInQueries.methods());
  const person = await queryClient.fetchQuery(signInQueries.current());
  if (person) session.signInAsPerson(person);
  else session.noPersonSession();
  return person;
}
