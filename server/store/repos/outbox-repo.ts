import type { AlertWebhookEventType, WebhookDeliveryBody } from '../../../src/contract';
import type { Db, Queryable } from '../db';
import type { DeliveryRow } from './deliveries-repo';
import { promoteDueSecrets } from './webhooks-repo';

const insertDelivery =
  'INSERT INTO webhook_deliveries (id, webhook_id, event_type, body, next_attempt_at, created_at)';

/**
 * Queues an event's webhook deliveries (the outbox), in the caller's transaction so they land with
 * the event. By default one per enabled webhook subscribed to its type; with `only`, one to that
 * webhook under the given delivery id (a test send, whose id the caller attempts right after).
 */
export async function queueWebhookDeliveries(
  tx: Queryable,
  body: WebhookDeliveryBody | { event_type: AlertWebhookEventType; timestamp: string; data: object },
  at: Date,
  only?: { webhookId: number; deliveryId: string },
): Promise<string[]> {
  if (only) {
    await tx.query(`${insertDelivery} VALUES ($1, $2, $3, $4, $5, $5)`, [
      only.deliveryId,
      only.webhookId,
      body.event_type,
      JSON.stringify(body),
      at,
    ]);
    return [only.deliveryId];
  }
  const rows = await tx.query<{ id: string }>(
    `${insertDelivery}
     SELECT gen_random_uuid(), id, $1, $2, $3, $3 FROM webhooks WHERE enabled AND $1 = ANY(event_types)
     RETURNING id`,
    [body.event_type, JSON.stringify(body), at],
  );
  return rows.map((r) => r.id);
}

/** A delivery as claimed: `leased_until` is this claim's own lease, its fencing token. */
export type ClaimedDelivery = DeliveryRow & { url: string; secret: string; leased_until: Date };

const claimColumns = `d.id, d.webhook_id, d.event_type, d.body, d.state, d.attempt_count, d.next_attempt_at, d.created_at, d.leased_until, w.url, w.secret`;

/**
 * Claims deliveries by pushing their next_attempt_at to `lease` (the attempt's deadline), in a short
 * transaction with FOR UPDATE SKIP LOCKED: several processes on one PostgreSQL never send the same
 * attempt twice, and a process killed mid-attempt leaves a lease that simply expires, after which
 * the delivery is sent again with the same delivery id (at-least-once).
 */
async function claim(
  tx: Queryable,
  where: string,
  params: unknown[],
  limit: number,
  now: Date,
  lease: Date,
): Promise<ClaimedDelivery[]> {
  // A staged secret whose time has come signs from this attempt on (migration 023).
  await promoteDueSecrets(tx, now);
  const rows = await tx.query<ClaimedDelivery>(
    `SELECT ${claimColumns} FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
     WHERE ${where} ORDER BY d.next_attempt_at LIMIT ${limit} FOR UPDATE OF d SKIP LOCKED`,
    params,
  );
  if (rows.length) {
    await tx.query(
      'UPDATE webhook_deliveries SET next_attempt_at = $2, leased_until = $2 WHERE id = ANY($1::uuid[])',
      [rows.map((r) => r.id), lease],
    );
  }
  return rows.map((r) => ({ ...r, leased_until: lease }));
}

/** Up to `limit` pending deliveries that are due. A paused webhook's deliveries wait for it to be resumed. */
export const claimDueDeliveries = (db: Db, now: Date, limit: number, lease: Date) =>
  db.transaction((tx) =>
    claim(tx, `d.state = 'pending' AND d.next_attempt_at <= $1 AND w.enabled`, [now], limit, now, lease),
  );

/**
 * One delivery, in the caller's transaction, unless it succeeded already or someone holds its lease
 * (a worker, another retry): sending it then would be a second, concurrent send of one delivery.
 */
export async function claimDeliveryNow(tx: Queryable, deliveryId: string, now: Date, lease: Date) {
  const [d] = await claim(
    tx,
    `d.id = $1 AND d.state <> 'succeeded' AND (d.leased_until IS NULL OR d.leased_until <= $2)`,
    [deliveryId, now],
    1,
    now,
    lease,
  );
  return d ?? null;
}

export interface AttemptOutcome {
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  responseExcerpt: string | null;
  requestHeaders: Record<string, string>;
}

/**
 * Records one attempt and the delivery's next state together, releasing its lease. The attempt is
 * recorded whatever happened; the state moves only while `lease` is still the delivery's: a worker
 * whose lease ran out (and was claimed again by another) never overwrites the newer attempt's state.
 * Answers whether the state moved.
 */
export async function recordDeliveryAttempt(
  db: Db,
  deliveryId: string,
  lease: Date,
  at: Date,
  result: AttemptOutcome,
  next: { state: DeliveryRow['state']; attemptCount: number; nextAttemptAt: Date | null },
) {
  return db.transaction(async (tx: Queryable) => {
    await tx.query(
      `INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, latency_ms, error, response_excerpt, request_headers)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        deliveryId,
        at,
        result.statusCode,
        result.latencyMs,
        result.error,
        result.responseExcerpt,
        JSON.stringify(result.requestHeaders),
      ],
    );
    const moved = await tx.query(
      `UPDATE webhook_deliveries SET state = $2, attempt_count = $3, next_attempt_at = $4, leased_until = NULL
       WHERE id = $1 AND leased_until = $5 RETURNING id`,
      [deliveryId, next.state, next.attemptCount, next.nextAttemptAt, lease],
    );
    return moved.length > 0;
  });
}

/**
 * Gives a claimed delivery back untried (its attempt was cut off by a shutdown): due at once, so
 * another process sends it now rather than when the lease would have expired.
 */
export async function releaseDeliveryLease(db: Db, deliveryId: string, lease: Date, now: Date) {
  await db.query(
    `UPDATE webhook_deliveries SET next_attempt_at = $2, leased_until = NULL
     WHERE id = $1 AND state = 'pending' AND leased_until = $3`,
    [deliveryId, now, lease],
  );
}
