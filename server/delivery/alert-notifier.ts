import type { ServiceContext } from '../context';
import { slackPayload } from '../services/alerts/alert-content';
import { consoleUrl } from '../services/alerts/evaluate';
import { sendEmailAlert } from '../services/alerts/send-email-alert';
import { findIncident } from '../store/repos/alert-incidents-repo';
import {
  claimDueNotifications,
  recordNotificationAttempt,
  type ClaimedNotification,
} from '../store/repos/alert-notifications-repo';
import { sendAsService, sendLeaseUntil } from './service-send';

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

/**
 * Sends every due alert notification; returns how many were attempted. Nothing a channel does can
 * reach the process: the sender turns every network outcome into a logged attempt.
 */
export async function runAlertNotificationsOnce(ctx: ServiceContext, limit = 8, signal?: AbortSignal) {
  const due = await claimDueNotifications(ctx.db, ctx.now(), limit, sendLeaseUntil(ctx));
  await Promise.all(
    due.map((n) =>
      n.channel === 'email' ? sendEmailAlert(ctx, n, consoleUrl(ctx)) : sendSlack(ctx, n, signal),
    ),
  );
  return due.length;
}
