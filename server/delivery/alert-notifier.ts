import type { ServiceContext } from '../context';
import { slackPayload } from '../services/alerts/alert-content';
import { consoleUrl } from '../services/alerts/evaluate';
import { sendEmailAlert } from '../services/alerts/send-email-alert';
import { findIncident } from '../store/repos/alert-incidents-repo';
import { claimDueNotifications, type ClaimedNotification } from '../store/repos/alert-notifications-repo';
import { sendLeaseUntil } from '../services/send-lease';
import { sendEmailViaRelay } from './alert-email-relay';
import { recordChannelAttempt } from './notification-attempt';
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
  await recordChannelAttempt(ctx, n, result, signal?.aborted === true);
}

const claimDue = (ctx: ServiceContext, limit: number) =>
  claimDueNotifications(ctx.db, ctx.now(), limit, sendLeaseUntil(ctx));

/**
 * Email goes through the operator's relay when NOTIFY_SMTP_URL is set, else through the service's
 * own path as system mail (counted in none of the customer's statistics).
 */
function send(ctx: ServiceContext, n: ClaimedNotification, signal?: AbortSignal) {
  if (n.channel !== 'email') return sendSlack(ctx, n, signal);
  const relay = ctx.config.NOTIFY_SMTP_URL;
  return relay ? sendEmailViaRelay(ctx, relay, n, signal) : sendEmailAlert(ctx, n, consoleUrl(ctx));
}

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
 * every other rule's notifications; a shutdown's drain cuts Slack posts and relayed emails off and
 * hands them back.
 */
export const alertNotifier = (ctx: ServiceContext, onError: (error: Error) => void, concurrency = 8) =>
  slotDispatcher({
    claim: (limit) => claimDue(ctx, limit),
    run: (n: ClaimedNotification, signal) => send(ctx, n, signal),
    onError,
    concurrency,
  });
