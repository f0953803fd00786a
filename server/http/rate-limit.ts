import type { Db } from '../store/db';
import { dropFullBuckets, takeSharedToken } from '../store/repos/rate-limit-repo';
import { ApiError } from './api-error';

export interface RateLimitOptions {
  /** Tokens added per second. */
  ratePerSecond: number;
  /** Bucket size: the burst a key may spend at once. */
  burst: number;
  /** What a client address is refused for, when it is not failed sign-ins ("unsubscribe requests"). */
  addressRefusal?: string;
}

export interface RateLimiter {
  /**
   * Takes one token for `keyId` (a key's id, `p:<person id>`, or `ip:<address>` for failed sign-ins),
   * or throws the 429 that says when to try again.
   */
  take(keyId: number | string): Promise<void>;
}

function refusal(keyId: number | string, tokens: number, ratePerSecond: number, what = 'failed sign-ins') {
  const retryAfter = Math.max(1, Math.ceil((1 - tokens) / ratePerSecond));
  return new ApiError(
    429,
    'rate_limited',
    typeof keyId === 'number'
      ? `Too many requests for this API key. Try again in ${retryAfter} s.`
      : keyId.startsWith('p:')
        ? `Too many requests from your account. Try again in ${retryAfter} s.`
        : `Too many ${what} from this address. Try again in ${retryAfter} s.`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );
}

/**
 * Token buckets by key id (or, for failed sign-ins, by client address), in this process's memory:
 * right for PGlite, where one process is the whole deployment. Idle full buckets are dropped so the
 * map stays small.
 */
export function createRateLimiter(
  { ratePerSecond, burst, addressRefusal }: RateLimitOptions,
  now = () => Date.now(),
): RateLimiter {
  const buckets = new Map<number | string, { tokens: number; at: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, b] of buckets)
      if (b.tokens + ((t - b.at) / 1000) * ratePerSecond >= burst) buckets.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async take(keyId) {
      const t = now();
      const bucket = buckets.get(keyId) ?? { tokens: burst, at: t };
      bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * ratePerSecond);
      bucket.at = t;
      buckets.set(keyId, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return;
      }
      throw refusal(keyId, bucket.tokens, ratePerSecond, addressRefusal);
    },
  };
}

/**
 * The same buckets kept in the database, so several service processes on one PostgreSQL share one
 * budget per key (or per address): the limit holds for the deployment, not per process. Costs one
 * small statement per request. Each limiter keeps its buckets under its own `scope` in the one
 * table: its sweep judges "full" by its own rate and burst, so it must never drop another's.
 */
export function createSharedRateLimiter(
  db: Db,
  { ratePerSecond, burst, addressRefusal }: RateLimitOptions,
  scope: string,
): RateLimiter {
  const prefix = `${scope}:`;
  const sweep = setInterval(
    () => void dropFullBuckets(db, prefix, ratePerSecond, burst).catch(() => {}),
    60_000,
  );
  sweep.unref();
  return {
    async take(keyId) {
      const { allowed, tokens } = await takeSharedToken(db, `${prefix}${keyId}`, ratePerSecond, burst);
      if (!allowed) throw refusal(keyId, tokens, ratePerSecond, addressRefusal);
    },
  };
}

/** Shared across processes on PostgreSQL; in memory on PGlite (one process). */
export const rateLimiterFor = (db: Db, options: RateLimitOptions, scope: string): RateLimiter =>
  db.engine === 'postgres' ? createSharedRateLimiter(db, options, scope) : createRateLimiter(options);
