import { webhookEventTypes, type AlertWebhookEventType, type WebhookEventType } from '@/contract';
import { compareCodeUnits } from '@/lib/compare';

/** One line per event type, for the checkboxes' descriptions. */
export const eventTypeHints: Record<WebhookEventType, string> = {
  delivered: "The recipient's mail server accepted the message.",
  bounced: 'Rejected: hard bounces (address gone) and soft ones (mailbox full, retried).',
  complained: 'The recipient marked the message as spam.',
  opened: 'The message was opened (once per message).',
  clicked: 'A link in the message was clicked.',
  deferred: 'Delivery was postponed by the receiving server; it will be retried.',
  failed: 'Delivery gave up after its retries.',
};

/** The alert events' lines, for services that offer alerts. */
export const alertEventTypeHints: Record<AlertWebhookEventType, string> = {
  'alert.triggered': 'An alert rule started firing (see Alerts).',
  'alert.resolved': 'A firing alert resolved.',
};

/**
 * The service's order, whatever order the webhook lists them in. Unknown types (ASCII names) after
 * them in code-unit order: no locale collation to load for a list of identifiers.
 */
export const sortEventTypes = (types: readonly string[]) =>
  [...types].sort((a, b) => rank(a) - rank(b) || compareCodeUnits(a, b));
const rank = (t: string) => {
  const i = (webhookEventTypes as readonly string[]).indexOf(t);
  return i === -1 ? webhookEventTypes.length : i;
};
