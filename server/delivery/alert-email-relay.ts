import type { ServiceContext } from '../context';
import { emailContent } from '../services/alerts/alert-content';
import { consoleUrl } from '../services/alerts/evaluate';
import { findIncident } from '../store/repos/alert-incidents-repo';
import type { ClaimedNotification } from '../store/repos/alert-notifications-repo';
import { recordChannelAttempt } from './notification-attempt';
import { sendThroughRelay } from './smtp-relay';

/**
 * An email alert through the operator's relay (NOTIFY_SMTP_URL), apart from the customer's mail:
 * bounded by the webhook timeout, logged on the incident, retried on the webhooks' schedule as a
 * Slack post is. The relay's acceptance is recorded in the transaction that fences the claim.
 */
export async function sendEmailViaRelay(
  ctx: ServiceContext,
  relayUrl: string,
  n: ClaimedNotification,
  signal?: AbortSignal,
) {
  const incident = await findIncident(ctx.db, n.incident_id);
  if (!incident) return;
  const { subject, text } = emailContent(incident, n.kind, consoleUrl(ctx));
  const mail = { from: ctx.config.NOTIFY_FROM, to: n.target, subject, text };
  const result = await sendThroughRelay(relayUrl, mail, ctx.config.WEBHOOK_TIMEOUT_MS, signal);
  await recordChannelAttempt(ctx, n, { ...result, statusCode: null }, signal?.aborted === true);
}
