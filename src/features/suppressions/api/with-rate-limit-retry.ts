import { isApiError } from '@/lib/api-error';
import { sleep } from '../lib/run-pool';

const maxRetries = 3;

/** Long runs (import, export) retry a 429 instead of failing, waiting as long as the service said. */
export async function withRateLimitRetry<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isApiError(error) || error.status !== 429 || attempt >= maxRetries) throw error;
      await sleep((error.retryAfter ?? 1) * 1000, signal);
      signal?.throwIfAborted();
    }
  }
}
