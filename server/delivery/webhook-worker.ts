import type { ServiceContext } from '../context';
import {
  claimDeliveryNow,
  claimDueDeliveries,
  recordDeliveryAttempt,
  releaseDeliveryLease,
  type ClaimedDelivery,
} from '../store/repos/outbox-repo';
import { sendAsService, sendLeaseUntil } from './service-send';

/** Sends one claimed delivery and records the attempt and the next state in one transaction. */
async function attempt(ctx: ServiceContext, d: ClaimedDelivery, signal?: AbortSignal) {
  const result = await sendAsService(ctx, {
    signal,
    url: d.url,
    body: d.body,
    secret: d.secret,
    eventType: d.event_type,
    deliveryId: d.id,
  });
  // Cut off by a shutdown: not the receiver's failure, so no attempt is counted and the delivery is
  // due again at once for whichever process runs next (the receiver may see its id twice).
  if (!result.ok && signal?.aborted && d.state === 'pending') {
    await releaseDeliveryLease(ctx.db, d.id, d.leased_until, ctx.now());
    return result;
  }
  const at = ctx.now();
  const schedule = ctx.config.WEBHOOK_RETRY_SCHEDULE;
  const attemptNo = d.attempt_count + 1;
  const wait = schedule[attemptNo - 1];
  const state = result.ok ? 'succeeded' : wait === undefined ? 'failed' : 'pending';
  ctx.metrics.webhookAttempt(state === 'pending' ? 'retry' : state, result.latencyMs);
  await recordDeliveryAttempt(ctx.db, d.id, d.leased_until, at, result, {
    state,
    attemptCount: attemptNo,
    nextAttemptAt: state === 'pending' ? new Date(at.getTime() + wait!) : null,
  });
  return result;
}

const claimDue = (ctx: ServiceContext, limit: number) =>
  claimDueDeliveries(ctx.db, ctx.now(), limit, sendLeaseUntil(ctx));

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
  const inFlight = new Map<Promise<void>, AbortController>();
  const settled = () => Promise.all(inFlight.keys()).then(() => undefined);
  return {
    /** Starts what is due without waiting for it; returns how much was started (or freed). */
    async runOnce(): Promise<number> {
      if (inFlight.size >= concurrency) {
        await Promise.race(inFlight.keys());
        return 1;
      }
      const due = await claimDue(ctx, concurrency - inFlight.size);
      for (const d of due) {
        const controller = new AbortController();
        const running: Promise<void> = attempt(ctx, d, controller.signal)
          .then(() => undefined, onError)
          .finally(() => inFlight.delete(running));
        inFlight.set(running, controller);
      }
      return due.length;
    },
    /**
     * Waits up to `graceMs` for the attempts in flight, then cuts off the rest and gives their
     * deliveries back untried, so a shutdown never leaves a lease for another process to wait out.
     */
    async drain(graceMs = Infinity) {
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        if (Number.isFinite(graceMs)) timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([settled(), graceOver]);
      clearTimeout(timer);
      for (const controller of inFlight.values()) controller.abort();
      await settled();
    },
  };
}

/**
 * Attempts one delivery now (test send, manual retry): a failed delivery gets one more attempt and
 * goes back to the retry schedule's last step if that fails too. Null when it succeeded already or
 * is being sent right now (by any process).
 */
export async function attemptNow(ctx: ServiceContext, deliveryId: string) {
  const d = await claimDeliveryNow(ctx.db, deliveryId, ctx.now(), sendLeaseUntil(ctx));
  if (!d) return null;
  const schedule = ctx.config.WEBHOOK_RETRY_SCHEDULE;
  // A manual retry of a failed delivery is one extra attempt, not a fresh schedule.
  if (d.state === 'failed') d.attempt_count = Math.max(d.attempt_count, schedule.length);
  return attempt(ctx, d);
}
