import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { onRecovered } from './connectivity';
import { session } from './session';

const maxRetries = 2;

/**
 * Retry what may pass on its own (no answer, 5xx); a 4xx will answer the same again. A 429 is not
 * retried blindly: see refetchAfterRateLimit.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries || !isApiError(error)) return false;
  return error.code === 'network_error' || error.status >= 500;
}

/** Exponential backoff (1 s, 2 s, …), or what `Retry-After` asked for (at least 1 s), capped at 30 s. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.retryAfter !== undefined) return Math.min(error.retryAfter, 30) * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * A 401 anywhere means the key (or the person's session) is no longer good: forget it and go back to
 * the sign-in screen, remembering this page. Ignored while signed out (the connect screen probes
 * candidate keys, the sign-in page asks for a second factor with a 401). A 403
 * `second_factor_required` means the Owner requires a second factor this person has not set up yet.
 */
export function handleUnauthorized(error: unknown): void {
  if (!isApiError(error) || session.getIdentity() === null) return;
  if (error.status === 403 && error.code === 'second_factor_required') session.requireSecondFactor();
  if (error.status !== 401) return;
  const { pathname, search } = window.location;
  session.signOut({ reason: 'unauthorized', returnTo: `${pathname}${search}` });
}

/**
 * A 429 stops the read at once, so the page can show the wait counting down; once the service's
 * Retry-After has passed, every query it stopped that is still on screen is fetched again. One
 * timer for all, set to the latest wait any 429 named: they share the key's budget.
 */
function refetchAfterRateLimit(client: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deadline = 0;
  return (error: unknown) => {
    if (!isApiError(error) || error.status !== 429) return;
    const at = Date.now() + Math.min(error.retryAfter ?? 5, 30) * 1000;
    if (timer !== undefined && at <= deadline) return;
    clearTimeout(timer);
    deadline = at;
    timer = setTimeout(() => {
      timer = undefined;
      void client.refetchQueries({
        type: 'active',
        predicate: (q) => isApiError(q.state.error) && q.state.error.status === 429,
      });
    }, at - Date.now());
  };
}

export function createQueryClient(): QueryClient {
  let onRateLimited = (_: unknown) => {};
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        handleUnauthorized(error);
        onRateLimited(error);
      },
    }),
    mutationCache: new MutationCache({ onError: handleUnauthorized }),
    defaultOptions: {
      queries: { staleTime: 10_000, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
  onRateLimited = refetchAfterRateLimit(client);
  // When the service answers again, bring what is on screen up to date (reads only: writes that
  // failed stay failed and visible, never re-sent behind the user's back).
  onRecovered(() => void client.refetchQueries({ type: 'active' }));
  return client;
}

/**
 * Another key or person must never see the last one's data: drop the cache whenever who is signed in
 * changes or goes. Runs inside signIn/session.signOut, before React re-renders with the new session.
 */
export function clearCacheOnKeyChange(queryClient: QueryClient): () => void {
  let previous = session.getIdentity();
  return session.subscribe(() => {
    const next = session.getIdentity();
    if (previous !== null && next !== previous) queryClient.clear();
    previous = next;
  });
}
