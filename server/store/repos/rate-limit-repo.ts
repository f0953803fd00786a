import type { Queryable } from '../db';

/** `tokens` refilled at `rate` per second since the bucket was last touched, capped at `burst`. */
const refilled = `LEAST($3, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM (clock_timestamp() - b.at))) * $2)`;

/**
 * Takes one token from a bucket shared by every process on this database, in one statement (the row
 * lock serialises processes). The database's clock is the one clock, so processes whose clocks
 * disagree still share one budget. Answers whether a token was there, and what is left.
 */
export async function takeSharedToken(
  db: Queryable,
  bucket: string,
  ratePerSecond: number,
  burst: number,
): Promise<{ allowed: boolean; tokens: number }> {
  const [row] = await db.query<{ allowed: boolean; tokens: number }>(
    `INSERT INTO rate_limit_buckets AS b (bucket, tokens, at, allowed)
     VALUES ($1, $3 - 1, clock_timestamp(), true)
     ON CONFLICT (bucket) DO UPDATE SET
       tokens = CASE WHEN ${refilled} >= 1 THEN ${refilled} - 1 ELSE ${refilled} END,
       allowed = ${refilled} >= 1,
       at = clock_timestamp()
     RETURNING allowed, tokens`,
    [bucket, ratePerSecond, burst],
  );
  return { allowed: row!.allowed, tokens: Number(row!.tokens) };
}

/**
 * Buckets untouched long enough to be full again carry no information: dropped. Only those whose
 * name starts with `prefix`: "full" means full at this limiter's rate and burst, not another's.
 */
export async function dropFullBuckets(db: Queryable, prefix: string, ratePerSecond: number, burst: number) {
  await db.query(
    `DELETE FROM rate_limit_buckets b WHERE starts_with(b.bucket, $3)
       AND b.tokens + EXTRACT(EPOCH FROM (clock_timestamp() - b.at)) * $1 >= $2`,
    [ratePerSecond, burst, prefix],
  );
}
