import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  clearCacheOnKeyChange,
  createQueryClient,
  handleUnauthorized,
  retryDelay,
  shouldRetry,
} from './query-client';
import { getApiKey, getSignOutReason, signIn, signOut, takeReturnTo } from './session';

const apiError = (status: number, code = 'x', retryAfter?: number) =>
  new ApiError({ status, code, message: 'm', retryAfter });

afterEach(() => {
  signOut();
  window.history.replaceState(null, '', '/');
});

describe('retry policy', () => {
  it('retries network errors, 5xx and 429 at most twice, never 4xx', () => {
    expect(shouldRetry(0, apiError(0, 'network_error'))).toBe(true);
    expect(shouldRetry(1, apiError(503))).toBe(true);
    expect(shouldRetry(0, apiError(429))).toBe(true);
    expect(shouldRetry(2, apiError(503))).toBe(false);
    expect(shouldRetry(0, apiError(400))).toBe(false);
    expect(shouldRetry(0, apiError(404))).toBe(false);
    expect(shouldRetry(0, new Error('x'))).toBe(false);
  });

  it('backs off, honouring Retry-After', () => {
    expect(retryDelay(0, apiError(500))).toBe(1000);
    expect(retryDelay(1, apiError(500))).toBe(2000);
    expect(retryDelay(0, apiError(429, 'rate_limited', 5))).toBe(5000);
  });
});

describe('401 handling', () => {
  it('signs out and remembers the page on a 401 from any query', async () => {
    signIn('rk_live');
    window.history.replaceState(null, '', '/webhooks?page=2');
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(apiError(401, 'unauthorized')) })
      .catch(() => {});
    expect(getApiKey()).toBeNull();
    expect(getSignOutReason()).toBe('unauthorized');
    expect(takeReturnTo()).toBe('/webhooks?page=2');
  });

  it('ignores 401s while signed out and other errors while signed in', () => {
    handleUnauthorized(apiError(401));
    expect(getSignOutReason()).toBeNull();
    signIn('rk_live');
    handleUnauthorized(apiError(403));
    expect(getApiKey()).toBe('rk_live');
  });
});

it('clears the cache when the key changes or goes, not on first sign-in', () => {
  const client = createQueryClient();
  const clear = vi.spyOn(client, 'clear');
  const stop = clearCacheOnKeyChange(client);
  signIn('a');
  expect(clear).not.toHaveBeenCalled();
  signIn('b');
  expect(clear).toHaveBeenCalledTimes(1);
  signOut();
  expect(clear).toHaveBeenCalledTimes(2);
  stop();
});
