import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  clearCacheOnKeyChange,
  createQueryClient,
  handleUnauthorized,
  retryDelay,
  shouldRetry,
} from './query-client';
import { session } from './session';

const apiError = (status: number, code = 'x', retryAfter?: number) =>
  new ApiError({ status, code, message: 'm', retryAfter });

afterEach(() => {
  session.signOut();
  window.history.replaceState(null, '', '/');
});

describe('retry policy', () => {
  it('retries network errors and 5xx at most twice; never a 4xx, nor a 429 (counted down in view)', () => {
    expect(shouldRetry(0, apiError(0, 'network_error'))).toBe(true);
    expect(shouldRetry(1, apiError(503))).toBe(true);
    expect(shouldRetry(0, apiError(429))).toBe(false);
    expect(shouldRetry(2, apiError(503))).toBe(false);
    expect(shouldRetry(0, apiError(400))).toBe(false);
    expect(shouldRetry(0, apiError(404))).toBe(false);
    expect(shouldRetry(0, new Error('x'))).toBe(false);
  });

  it('backs off, honouring Retry-After', () => {
    expect(retryDelay(0, apiError(500))).toBe(1000);
    expect(retryDelay(1, apiError(500))).toBe(2000);
    expect(retryDelay(0, apiError(503, 'x', 5))).toBe(5000);
  });

  it('retries a failed read after 1 s and 2 s more, and never sends a failed write again', async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      const read = vi.fn(() => Promise.reject(apiError(503)));
      const write = vi.fn(() => Promise.reject(apiError(503)));
      const reading = client.fetchQuery({ queryKey: ['read'], queryFn: read }).catch((e: unknown) => e);
      const writing = new MutationObserver(client, { mutationFn: write }).mutate().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(999);
      expect([read.mock.calls.length, write.mock.calls.length]).toEqual([1, 1]);
      await vi.advanceTimersByTimeAsync(1);
      expect(read).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(read).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(60_000);
      expect([read.mock.calls.length, write.mock.calls.length]).toEqual([3, 1]);
      expect(await reading).toMatchObject({ status: 503 });
      expect(await writing).toMatchObject({ status: 503 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches a read stopped by a 429 again once Retry-After has passed; a write stays failed', async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      const limited = apiError(429, 'rate_limited', 3);
      const read = vi.fn(() =>
        read.mock.calls.length === 1 ? Promise.reject(limited) : Promise.resolve('ok'),
      );
      const write = vi.fn(() => Promise.reject(limited));
      const observer = new QueryObserver(client, { queryKey: ['limited'], queryFn: read });
      const stop = observer.subscribe(() => {});
      void new MutationObserver(client, { mutationFn: write }).mutate().catch(() => {});
      await vi.advanceTimersByTimeAsync(2999);
      expect(read).toHaveBeenCalledTimes(1);
      expect(observer.getCurrentResult().error).toBe(limited);
      await vi.advanceTimersByTimeAsync(1);
      expect(read).toHaveBeenCalledTimes(2);
      expect(observer.getCurrentResult()).toMatchObject({ data: 'ok', error: null });
      await vi.advanceTimersByTimeAsync(60_000);
      expect([read.mock.calls.length, write.mock.calls.length]).toEqual([2, 1]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('401 handling', () => {
  it('signs out and remembers the page on a 401 from any query', async () => {
    session.signIn('rk_live');
    window.history.replaceState(null, '', '/webhooks?page=2');
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(apiError(401, 'unauthorized')) })
      .catch(() => {});
    expect(session.getApiKey()).toBeNull();
    expect(session.getSignOutReason()).toBe('unauthorized');
    expect(session.takeReturnTo()).toBe('/webhooks?page=2');
  });

  it('ignores 401s while signed out and other errors while signed in', () => {
    handleUnauthorized(apiError(401));
    expect(session.getSignOutReason()).toBeNull();
    session.signIn('rk_live');
    handleUnauthorized(apiError(403));
    expect(session.getApiKey()).toBe('rk_live');
  });
});

it('clears the cache when the key changes or goes, not on first sign-in', () => {
  const client = createQueryClient();
  const clear = vi.spyOn(client, 'clear');
  const stop = clearCacheOnKeyChange(client);
  session.signIn('a');
  expect(clear).not.toHaveBeenCalled();
  session.signIn('b');
  expect(clear).toHaveBeenCalledTimes(1);
  session.signOut();
  expect(clear).toHaveBeenCalledTimes(2);
  stop();
});
