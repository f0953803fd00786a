import type { ServiceContext } from '../context';
import { slackPayload } from '../services/alerts/alert-content';
import { consoleUrl } from '../services/alerts/evaluate';
import { sendEmailAlert } from '../services/alerts/send-email-alert';
import { findIncident } from '../store/repos/alert-incidents-repo';
import {
  claimDueNotifications,
  recordNotificationAttempt,
  releaseNotificationClaim,
  type ClaimedNotification,
} from '../store/repos/alert-notifications-repo';
import { sendLeaseUntil } from '../services/send-lease';
import { sendAsService } from './service-send';
import { slotDispatcher } from './slot-dispatcher';

/**
 * A Slack message: one POST through the webhook address guard (https, no internal address, bounded
 * by the webhook timeout), logged on the incident, retried on the webhooks' schedule.
 */
async function sendSlack(ctx: ServiceContext, n: ClaimedNotification, signal?: AbortSignal) {
  const incident = await findIncident(ctx.db, n.incident_id);
  if (!incident) return;
  const result = await sendAsService(ctx, {
    signal,
    url: n.target,
    body: JSON.stringify(slackPayload(incident, n.kind, consoleUrl(ctx))),
    secret: null,
    eventType: `alert.${n.kind}`,
    deliveryId: `alert-notification-${n.id}`,
  });
  // Cut off by a shutdown: not Slack's failure, so no attempt is counted; due again at once for
  // whichever process runs next (Slack may see it twice, never not at all).
  if (!result.ok && signal?.aborted) {
    await releaseNotificationClaim(ctx.db, n.id, n.leased_until, ctx.now());
    return;
  }
  const at = ctx.now();
  const wait = ctx.config.WEBHOOK_RETRY_SCHEDULE[n.attempt_count];
  const state = result.ok ? 'sent' : wait === undefined ? 'failed' : 'pending';
  await ctx.db.transaction((tx) =>
    recordNotificationAttempt(
      tx,
      n.id,
      n.leased_until,
      { at: at.toISOString(), ok: result.ok, status_code: result.statusCode, error: result.error },
      {
        state,
        attemptCount: n.attempt_count + 1,
        nextAttemptAt: state === 'pending' ? new Date(at.getTime() + wait!) : null,
      },
    ),
  );
}

const claimDue = (ctx: ServiceContext, limit: number) =>
  claimDueNotifications(ctx.db, ctx.now(), limit, sendLeaseUntil(ctx));

const send = (ctx: ServiceContext, n: ClaimedNotification, signal?: AbortSignal) =>
  n.channel === 'email' ? sendEmailAlert(ctx, n, consoleUrl(ctx)) : sendSlack(ctx, n, signal);

/**
 * Sends every due alert notification and waits for them; returns how many were attempted. Nothing a
 * channel does can reach the process: the sender turns every network outcome into a logged attempt.
 */
export async function runAlertNotificationsOnce(ctx: ServiceContext, limit = 8) {
  const due = await claimDue(ctx, limit);
  await Promise.all(due.map((n) => send(ctx, n)));
  return due.length;
}

/**
 * The background notifier, as the webhook sender: a channel that never answers holds one slot, not
 * every other rule's notifications; a shutdown's drain cuts Slack posts off and hands them back.
 */
export const alertNotifier = (ctx: ServiceContext, onError: (error: Error) => void, concurrency = 8) =>
  slotDispatcher({
    claim: (limit) => claimDue(ctx, limit),
    run: (n: ClaimedNotification, signal) => send(ctx, n, signal),
    onError,
    concurrency,
  });
