import type { ServiceContext } from '../context';
import type { Queryable } from '../store/db';
import type { DeliveryRow } from '../store/repos/deliveries-repo';
import { sendWebhook } from './webhook-sender';

type Claimed = DeliveryRow & { url: string; secret: string };

const claimColumns = `d.id, d.webhook_id, d.event_type, d.body, d.state, d.attempt_count, d.next_attempt_at, d.created_at, d.leased_until, w.url, w.secret`;

/**
 * Claims deliveries by pushing their next_attempt_at past the attempt's deadline (a lease), in a
 * short transaction with FOR UPDATE SKIP LOCKED: several processes on one PostgreSQL never send the
 * same attempt twice, and a process killed mid-attempt leaves a lease that simply expires, after
 * which the delivery is sent again with the same delivery id (at-least-once).
 */
async function claim(
  ctx: ServiceContext,
  where: string,
  params: unknown[],
  limit: number,
): Promise<Claimed[]> {
  const lease = new Date(ctx.now().getTime() + ctx.config.WEBHOOK_TIMEOUT_MS + 30_000);
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.query<Claimed>(
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
    return rows;
  });
}

/** Sends one claimed delivery and records the attempt and the next state in one transaction. */
async function attempt(ctx: ServiceContext, d: Claimed) {
  const result = await sendWebhook({
    url: d.url,
    body: d.body,
    secret: d.secret,
    eventType: d.event_type,
    deliveryId: d.id,
    timeoutMs: ctx.config.WEBHOOK_TIMEOUT_MS,
    allowLoopback:
      ctx.config.ALLOW_LOOPBACK_WEBHOOKS ||
      (ctx.demoReceiverUrl !== undefined && d.url.startsWith(ctx.demoReceiverUrl)),
  });
  const at = ctx.now();
  const schedule = ctx.config.WEBHOOK_RETRY_SCHEDULE;
  const attemptNo = d.attempt_count + 1;
  const wait = schedule[attemptNo - 1];
  const state = result.ok ? 'succeeded' : wait === undefined ? 'failed' : 'pending';
  await ctx.db.transaction(async (tx: Queryable) => {
    await tx.query(
      `INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, latency_ms, error, response_excerpt, request_headers)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        d.id,
        at,
        result.statusCode,
        result.latencyMs,
        result.error,
        result.responseExcerpt,
        JSON.stringify(result.requestHeaders),
      ],
    );
    await tx.query(
      'UPDATE webhook_deliveries SET state = $2, attempt_count = $3, next_attempt_at = $4, leased_until = NULL WHERE id = $1',
      [d.id, state, attemptNo, state === 'pending' ? new Date(at.getTime() + wait!) : null],
    );
  });
  return result;
}

// A paused webhook's queued deliveries wait for it to be resumed.
const claimDue = (ctx: ServiceContext, limit: number) =>
  claim(ctx, `d.state = 'pending' AND d.next_attempt_at <= $1 AND w.enabled`, [ctx.now()], limit);

/** Sends every due delivery (a few at a time) and waits for them; returns how many attempts were made. */
export async function runWebhookDeliveriesOnce(ctx: ServiceContext, concurrency = 8): Promise<number> {
  const due = await claimDue(ctx, concurrency);
  await Promise.all(due.map((d) => attempt(ctx, d)));
  return due.length;
}

/**
 * The background sender: up to `concurrency` attempts in flight, and a slot is refilled as soon as
 * one attempt ends. Waiting for a whole batch instead would let one endpoint that answers only at the
 * timeout hold every other subscriber's deliveries for that long.
 */
export function webhookDispatcher(ctx: ServiceContext, onError: (error: Error) => void, concurrency = 8) {
  const inFlight = new Set<Promise<void>>();
  return {
    /** Starts what is due without waiting for it; returns how much was started (or freed). */
    async runOnce(): Promise<number> {
      if (inFlight.size >= concurrency) {
        await Promise.race(inFlight);
        return 1;
      }
      const due = await claimDue(ctx, concurrency - inFlight.size);
      for (const d of due) {
        const running: Promise<void> = attempt(ctx, d)
          .then(() => undefined, onError)
          .finally(() => inFlight.delete(running));
        inFlight.add(running);
      }
      return due.length;
    },
    /** Waits for the attempts in flight (each is bounded by the webhook timeout). */
    drain: () => Promise.all(inFlight).then(() => undefined),
  };
}

/**
 * Attempts one delivery now (test send, manual retry): a failed delivery gets one more attempt and
 * goes back to the retry schedule's last step if that fails too. Null when it succeeded already or
 * is being sent right now (by any process).
 */
export async function attemptNow(ctx: ServiceContext, deliveryId: string) {
  // Not while a worker holds its lease: that would be a second, concurrent send of one delivery.
  const [d] = await claim(
    ctx,
    `d.id = $1 AND d.state <> 'succeeded' AND (d.leased_until IS NULL OR d.leased_until <= $2)`,
    [deliveryId, ctx.now()],
    1,
  );
  if (!d) return null;
  const schedule = ctx.config.WEBHOOK_RETRY_SCHEDULE;
  // A manual retry of a failed delivery is one extra attempt, not a fresh schedule.
  if (d.state === 'failed') d.attempt_count = Math.max(d.attempt_count, schedule.length);
  return attempt(ctx, d);
}
