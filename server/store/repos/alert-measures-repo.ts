import type { Queryable } from '../db';
import { bucketCounters, bucketMinutes } from './event-counters';

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

/** The bucket counters a rate is made of; names from the contract's formulas, never input. */
export type BucketCounter = Exclude<keyof BucketRow, 'bucket' | 'domain_id' | 'provider'>;

/**
 * A rate's numerator and denominator per bucket row and scope value from `since` on (the preview
 * reads a month of them): scoped to a domain or provider, split by `each`. A step may come more than
 * once in a series (one row per domain and provider); the caller adds them up, which is cheaper than
 * grouping them here first.
 */
export async function rateSeries(
  db: Queryable,
  since: Date,
  rate: { top: readonly BucketCounter[]; bottom: BucketCounter },
  scope: { domainId: number | null; provider: string | null; each: 'provider' | 'domain' | null },
): Promise<Series[]> {
  const known = (c: BucketCounter) => {
    if (!(bucketCounters as readonly string[]).includes(c)) throw new Error(`not a bucket counter: ${c}`);
    return c;
  };
  const params: unknown[] = [since];
  const where = ['bucket >= $1'];
  if (scope.domainId !== null) where.push(`domain_id = $${params.push(scope.domainId)}`);
  if (scope.provider !== null) where.push(`provider = $${params.push(scope.provider)}`);
  const split = scope.each === 'provider' ? 'provider' : scope.each === 'domain' ? 'domain_id::text' : "''";
  return db.query<Series>(
    seriesOf(`SELECT ${stepOf} AS step, ${split} AS scope, ${rate.top.map(known).join(' + ')} AS top,
            ${known(rate.bottom)} AS bottom
     FROM alert_buckets WHERE ${where.join(' AND ')}`),
    params,
  );
}

/**
 * A month of buckets is tens of thousands of rows; PGlite decodes rows far slower than arrays, so
 * each scope value comes back as one row of arrays: bucket steps from `since`, numerators, denominators.
 */
export interface Series {
  scope: string;
  steps: number[];
  top: number[];
  bottom: number[];
}
// date_part, not extract: extract's numeric arithmetic cost more than the rest of the read.
const stepOf = `(date_part('epoch', bucket - $1::timestamptz) / ${bucketMinutes * 60})::int`;
const seriesOf = (inner: string) =>
  `SELECT scope, array_agg(step) AS steps, array_agg(top) AS top, array_agg(bottom) AS bottom
   FROM (${inner}) s GROUP BY scope`;

/** Each key's accepted messages per bucket from `since` on (the leaked-key signal's history), as series. */
export function keySeries(db: Queryable, since: Date) {
  return db.query<Series>(
    seriesOf(
      `SELECT ${stepOf} AS step, api_key_id::text AS scope, accepted AS top, 0 AS bottom
       FROM alert_key_buckets WHERE bucket >= $1`,
    ),
    [since],
  );
}

/** Each key's accepted messages in the window and in the 7 days before it. */
export function keyVolumes(db: Queryable, baselineFrom: Date, windowFrom: Date) {
  return db.query<{ api_key_id: number; name: string | null; recent: number; before: number }>(
    `SELECT b.api_key_id, k.name,
            COALESCE(sum(b.accepted) FILTER (WHERE b.bucket >= $2), 0)::int AS recent,
            COALESCE(sum(b.accepted) FILTER (WHERE b.bucket < $2), 0)::int AS before
     FROM alert_key_buckets b LEFT JOIN api_keys k ON k.id = b.api_key_id
     WHERE b.bucket >= $1
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
  await db.query('DELETE FROM alert_buckets WHERE bucket < $1', [before]);
  await db.query('DELETE FROM alert_key_buckets WHERE bucket < $1', [before]);
}

/** Each kept, checked domain's setup as its last check left it: what the domain metrics read. */
export interface DomainSetupRow {
  domain_id: number;
  name: string;
  /** Required records (SPF, DKIM, return path) found missing or different. */
  setup_problems: number;
  records: number;
  /** Lists that list a sending IP or the domain. */
  listings: number;
  lists: number;
}

export function domainSetups(db: Queryable): Promise<DomainSetupRow[]> {
  return db.query<DomainSetupRow>(
    `SELECT d.id AS domain_id, d.name,
       (SELECT count(*)::int FROM domain_findings f WHERE f.domain_id = d.id AND f.kind <> 'dmarc'
          AND f.status IN ('missing','mismatch')) AS setup_problems,
       (SELECT count(*)::int FROM domain_findings f WHERE f.domain_id = d.id) AS records,
       (SELECT count(DISTINCT b.zone)::int FROM domain_blocklists b
          WHERE b.domain_id = d.id AND b.status = 'listed') AS listings,
       (SELECT count(DISTINCT b.zone)::int FROM domain_blocklists b
          WHERE b.domain_id = d.id AND b.status <> 'error') AS lists
     FROM domains d WHERE d.deleted_at IS NULL AND d.checked_at IS NOT NULL ORDER BY d.id`,
  );
}

/** Bulk messages since a moment, per sending domain and provider: all of them, and those lacking the pair. */
export interface BulkOneClickRow {
  domain_id: number;
  provider: string;
  bulk: number;
  lacking: number;
}

/**
 * The customer's bulk messages created from `since` on (the bulk partial index, migration 054) and
 * how many lack RFC 8058's pair: a List-Unsubscribe header, and List-Unsubscribe-Post saying
 * `List-Unsubscribe=One-Click`. Grouped as the alert buckets are, so a rule scopes them the same way.
 */
export function bulkWithoutOneClick(db: Queryable, since: Date): Promise<BulkOneClickRow[]> {
  return db.query<BulkOneClickRow>(
    `SELECT coalesce(domain_id, 0)::int AS domain_id, mailbox_provider(to_email) AS provider,
            count(*)::int AS bulk,
            count(*) FILTER (WHERE NOT (headers @> '[{"name":"List-Unsubscribe"}]'
              AND headers @> '[{"name":"List-Unsubscribe-Post","value":"List-Unsubscribe=One-Click"}]'))::int AS lacking
     FROM messages WHERE stream = 'bulk' AND origin = 'customer' AND created_at >= $1
     GROUP BY 1, 2`,
    [since],
  );
}
