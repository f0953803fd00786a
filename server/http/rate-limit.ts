import { ApiError } from './api-error';

export interface RateLimitOptions {
  /** Tokens added per second. */
  ratePerSecond: number;
  /** Bucket size: the burst a key may spend at once. */
  burst: number;
}

/** Per-key token buckets, in memory: each service process limits the traffic it receives. */
export function createRateLimiter({ ratePerSecond, burst }: RateLimitOptions, now = () => Date.now()) {
  const buckets = new Map<number, { tokens: number; at: number }>();
  return {
    take(keyId: number) {
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
        `Too many requests for this API key. Try again in ${retryAfter} s.`,
        undefined,
        { 'Retry-After': String(retryAfter) },
      );
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
