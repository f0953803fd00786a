import { ApiError } from './api-error';

export interface RateLimitOptions {
  /** Tokens added per second. */
  ratePerSecond: number;
  /** Bucket size: the burst a key may spend at once. */
  burst: number;
}

/**
 * Token buckets by key id (or, for failed sign-ins, by client address), in memory: each service
 * process limits the traffic it receives. Idle full buckets are dropped so the map stays small.
 */
export function createRateLimiter({ ratePerSecond, burst }: RateLimitOptions, now = () => Date.now()) {
  const buckets = new Map<number | string, { tokens: number; at: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, b] of buckets)
      if (b.tokens + ((t - b.at) / 1000) * ratePerSecond >= burst) buckets.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    take(keyId: number | string) {
      const t = now();
      const bucket = buckets.get(keyId) ?? { tokens: burst, at: t };
      bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * ratePerSecond);
      bucket.at = t;
      buckets.set(keyId, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return;
      }
      const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerSecond));
      throw new ApiError(
        429,
        'rate_limited',
        typeof keyId === 'string'
          ? `Too many failed sign-ins from this address. Try again in ${retryAfter} s.`
          : `Too many requests for this API key. Try again in ${retryAfter} s.`,
        undefined,
        { 'Retry-After': String(retryAfter) },
      );
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
