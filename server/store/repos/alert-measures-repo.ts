import type { Queryable } from '../db';

/** One 5-minute bucket's counters for one sending domain and provider (keys summed). */
export interface BucketRow {
  bucket: Date;
  domain_id: number;
  provider: string;
  accepted: number;
  delivered: number;
  deferred: number;
  hard_bounced: number;
  soft_bounced: number;
  failed: number;
  complained: number;
}

const sums = `sum(accepted)::int AS accepted, sum(delivered)::int AS delivered, sum(deferred)::int AS deferred,
  sum(hard_bounced)::int AS hard_bounced, sum(soft_bounced)::int AS soft_bounced,
  sum(failed)::int AS failed, sum(complained)::int AS complained`;

/** The buckets from `since` on (inclusive), per domain and provider: what every rate rule reads. */
export function bucketsSince(db: Queryable, since: Date): Promise<BucketRow[]> {
  return db.query<BucketRow>(
    `SELECT bucket, domain_id, provider, ${sums} FROM alert_buckets WHERE bucket >= $1
     GROUP BY bucket, domain_id, provider ORDER BY bucket`,
    [since],
  );
}

/** Each key's accepted messages per bucket from `since` on: the leaked-key signal's history. */
export function keyBucketsSince(db: Queryable, since: Date) {
  return db.query<{ bucket: Date; api_key_id: number; accepted: number }>(
    `SELECT bucket, api_key_id, sum(accepted)::int AS accepted FROM alert_buckets
     WHERE bucket >= $1 AND api_key_id <> 0 GROUP BY bucket, api_key_id ORDER BY bucket`,
    [since],
  );
}

/** Each key's accepted messages in the window and in the 7 days before it. */
export function keyVolumes(db: Queryable, baselineFrom: Date, windowFrom: Date) {
  return db.query<{ api_key_id: number; name: string | null; recent: number; before: number }>(
    `SELECT b.api_key_id, k.name,
            COALESCE(sum(b.accepted) FILTER (WHERE b.bucket >= $2), 0)::int AS recent,
            COALESCE(sum(b.accepted) FILTER (WHERE b.bucket < $2), 0)::int AS before
     FROM alert_buckets b LEFT JOIN api_keys k ON k.id = b.api_key_id
     WHERE b.bucket >= $1 AND b.api_key_id <> 0
     GROUP BY b.api_key_id, k.name`,
    [baselineFrom, windowFrom],
  );
}

/** Attempts and failed attempts per webhook endpoint since `since`. */
export function webhookAttemptsSince(db: Queryable, since: Date) {
  return db.query<{ webhook_id: number; url: string; attempts: number; failed: number }>(
    `SELECT d.webhook_id, w.url, count(*)::int AS attempts,
            count(*) FILTER (WHERE a.status_code IS NULL OR a.status_code NOT BETWEEN 200 AND 299)::int AS failed
     FROM webhook_attempts a
     JOIN webhook_deliveries d ON d.id = a.delivery_id
     JOIN webhooks w ON w.id = d.webhook_id
     WHERE a.attempted_at >= $1
     GROUP BY d.webhook_id, w.url`,
    [since],
  );
}

/** Each endpoint's pending deliveries: how many, and when the oldest was queued. */
export function pendingWebhookDeliveries(db: Queryable) {
  return db.query<{ webhook_id: number; url: string; pending: number; oldest: Date }>(
    `SELECT d.webhook_id, w.url, count(*)::int AS pending, min(d.created_at) AS oldest
     FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
     WHERE d.state = 'pending' AND w.enabled
     GROUP BY d.webhook_id, w.url`,
  );
}

export function domainNames(db: Queryable) {
  return db.query<{ id: number; name: string }>('SELECT id, name FROM domains');
}

/** Drops buckets older than any alert or preview reads. */
export async function pruneAlertBuckets(db: Queryable, before: Date) {
  const rows = await db.query<{ n: number }>(
    'WITH gone AS (DELETE FROM alert_buckets WHERE bucket < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
    [before],
  );
  return rows[0]?.n ?? 0;
}
