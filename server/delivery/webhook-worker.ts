import type { ServiceContext } from '../context';
import {
  claimDeliveryNow,
  claimDueDeliveries,
  recordDeliveryAttempt,
  type ClaimedDelivery,
} from '../store/repos/outbox-repo';
import { sendWebhook } from './webhook-sender';

/** A claim lasts past the attempt's deadline, so a worker still sending it keeps it. */
const leaseFrom = (ctx: ServiceContext) =>
  new Date(ctx.now().getTime() + ctx.config.WEBHOOK_TIMEOUT_MS + 30_000);

/** Sends one claimed delivery and records the attempt and the next state in one transaction. */
async function attempt(ctx: ServiceContext, d: ClaimedDelivery) {
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
  ctx.metrics?.webhookAttempt(state === 'pending' ? 'retry' : state, result.latencyMs);
  await recordDeliveryAttempt(ctx.db, d.id, at, result, {
    state,
    attemptCount: attemptNo,
    nextAttemptAt: state === 'pending' ? new Date(at.getTime() + wait!) : null,
  });
  return result;
}

const claimDue = (ctx: ServiceContext, limit: number) =>
  claimDueDeliveries(ctx.db, ctx.now(), limit, leaseFrom(ctx));

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
  const d = await claimDeliveryNow(ctx.db, deliveryId, ctx.now(), leaseFrom(ctx));
  if (!d) return null;
  const schedule = ctx.config.WEBHOOK_RETRY_SCHEDULE;
  // A manual retry of a failed delivery is one extra attempt, not a fresh schedule.
  if (d.state === 'failed') d.attempt_count = Math.max(d.attempt_count, schedule.length);
  return attempt(ctx, d);
}
