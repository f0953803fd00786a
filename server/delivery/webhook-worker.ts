import type { ServiceContext } from '../context';
import {
  claimDeliveryNow,
  claimDueDeliveries,
  recordDeliveryAttempt,
  releaseDeliveryLease,
  type ClaimedDelivery,
} from '../store/repos/outbox-repo';
import { sendLeaseUntil } from '../services/send-lease';
import { sendAsService } from './service-send';
import { slotDispatcher } from './slot-dispatcher';

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

/** The background sender: a slow endpoint holds only its own slot (slot-dispatcher.ts). */
export const webhookDispatcher = (ctx: ServiceContext, onError: (error: Error) => void, concurrency = 8) =>
  slotDispatcher({
    claim: (limit) => claimDue(ctx, limit),
    run: (d: ClaimedDelivery, signal) => attempt(ctx, d, signal),
    onError,
    concurrency,
  });

/**
 * Attempts a delivery claimed to be sent now (test send, manual retry): a failed delivery gets one
 * more attempt and goes back to the retry schedule's last step if that fails too.
 */
export function attemptClaimed(ctx: ServiceContext, d: ClaimedDelivery) {
  const schedule = ctx.config.WEBHOOK_RETRY_SCHEDULE;
  // A manual retry of a failed delivery is one extra attempt, not a fresh schedule.
  if (d.state === 'failed') d.attempt_count = Math.max(d.attempt_count, schedule.length);
  return attempt(ctx, d);
}

/** Claims and attempts one delivery now (a test send); null when it succeeded already or is being sent. */
export async function attemptNow(ctx: ServiceContext, deliveryId: string) {
  const d = await ctx.db.transaction((tx) =>
    claimDeliveryNow(tx, deliveryId, ctx.now(), sendLeaseUntil(ctx)),
  );
  return d ? attemptClaimed(ctx, d) : null;
}
