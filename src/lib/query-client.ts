import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { onRecovered } from './connectivity';
import { getApiKey, signOut, subscribeSession } from './session';

const maxRetries = 2;

/** Retry what may pass on its own (no answer, 5xx, 429); a 4xx will answer the same again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries || !isApiError(error)) return false;
  return error.code === 'network_error' || error.status >= 500 || error.status === 429;
}

/** Exponential backoff (1 s, 2 s, …), or what `Retry-After` asked for, capped at 30 s. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.retryAfter !== undefined) return Math.min(error.retryAfter, 30) * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * A 401 anywhere means the key is no longer good: forget it and go back to the connect screen,
 * remembering this page. Ignored while signed out (the connect screen probes candidate keys).
 */
export function handleUnauthorized(error: unknown): void {
  if (!isApiError(error) || error.status !== 401 || getApiKey() === null) return;
  const { pathname, search } = window.location;
  signOut({ reason: 'unauthorized', returnTo: `${pathname}${search}` });
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: handleUnauthorized }),
    mutationCache: new MutationCache({ onError: handleUnauthorized }),
    defaultOptions: {
      queries: { staleTime: 10_000, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
  // When the service answers again, bring what is on screen up to date (reads only: writes that
  // failed stay failed and visible, never re-sent behind the user's back).
  onRecovered(() => void client.refetchQueries({ type: 'active' }));
  return client;
}

/**
 * Another key must never see the last key's data: drop the cache whenever the key changes or goes.
 * Runs inside signIn/signOut, before React re-renders with the new key.
 */
export function clearCacheOnKeyChange(queryClient: QueryClient): () => void {
  let previous = getApiKey();
  return subscribeSession(() => {
    const next = getApiKey();
    if (previous !== null && next !== previous) queryClient.clear();
    previous = next;
  });
}
