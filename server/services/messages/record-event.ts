import type { WebhookDeliveryBody, WebhookEventType } from '../../../src/contract';
import { webhookEventTypes } from '../../../src/contract';
import type { Queryable } from '../../store/db';
import type { MessageRow } from '../../store/repos/messages-repo';
import { recordAudit, serviceActor } from '../../store/repos/audit-repo';
import { failNotificationOfMessage } from '../../store/repos/alert-notifications-repo';
import { queueWebhookDeliveries } from '../../store/repos/outbox-repo';
import { advanceMessageStep, insertMessageEvent } from '../../store/repos/simulator-repo';
import { applyEventCounters, eventCounterDeltas } from '../../store/repos/event-counters';
import { insertSuppression } from '../../store/repos/suppressions-repo';
import type { Step } from './scenarios';

const isWebhookEvent = (t: string): t is WebhookEventType =>
  (webhookEventTypes as readonly string[]).includes(t);

/** Why an alert email's channel failed, in the words its notification log shows. */
const systemRefusal = (to: string, reason: string, reply: unknown) =>
  `${to} ${reason === 'complaint' ? 'marked the alert email as spam' : 'refused the alert email for good'}` +
  (typeof reply === 'string' && reply ? ` (${reply})` : '') +
  '; the address was not added to the suppression list';

/**
 * Applies one simulator step to a message, all in the caller's transaction (advance.ts): the event,
 * the new status and the move to the next step (due at `nextStepAt`, null for none), its counters,
 * the automatic suppression and its audit entry, and the webhook outbox rows land together.
 */
export async function recordEvent(
  tx: Queryable,
  message: MessageRow,
  step: Step,
  at: Date,
  nextStepAt: Date | null,
) {
  const attrs = step.attrs ?? {};
  // Classified once: the event stores the class, and the counters count under it.
  const classification = await insertMessageEvent(tx, message.id, step.event, at, attrs);
  const reply = attrs.smtp_response;
  await advanceMessageStep(
    tx,
    message.id,
    nextStepAt,
    step.status && { status: step.status, at },
    classification && typeof reply === 'string' ? { classification, reply, at } : null,
  );
  // A Relaydesk notice is not the customer's mail: no statistics, no alert measurement, none of
  // the customer's webhooks and no entry on the customer's suppression list (its timeline stays).
  const customer = message.origin !== 'system';
  if (customer) {
    await applyEventCounters(
      tx,
      eventCounterDeltas({
        type: step.event,
        at,
        domainId: message.domain_id,
        to: message.to_email,
        attrs,
        bounceClass: classification?.class ?? null,
        stream: message.stream,
      }),
    );
  }
  if (step.suppress && !customer) {
    // A Relaydesk notice's address is the operator's, not one of the customer's recipients: never
    // suppressed (that would stop the customer's own mail to it). Its alert channel fails instead.
    await failNotificationOfMessage(tx, message.id, {
      at: at.toISOString(),
      ok: false,
      status_code: null,
      error: systemRefusal(message.to_email, step.suppress, attrs.smtp_response),
    });
  } else if (step.suppress) {
    const { created, suppression } = await insertSuppression(tx, {
      email: message.to_email,
      reason: step.suppress,
      messageId: message.id,
      at,
      source: {
        type: 'automatic',
        smtp_response: typeof attrs.smtp_response === 'string' ? attrs.smtp_response : null,
        // The causing event's stored class: the suppression stores the same one.
        ...(classification ? { classification } : {}),
      },
    });
    if (created) {
      await recordAudit(tx, serviceActor, {
        action: 'suppression.automatic',
        targetType: 'suppression',
        targetId: suppression.id,
        targetLabel: suppression.email,
        detail: { after: { email: suppression.email, reason: suppression.reason }, message_id: message.id },
      });
    }
  }
  if (customer && isWebhookEvent(step.event)) {
    const body: WebhookDeliveryBody = {
      event_type: step.event,
      timestamp: at.toISOString(),
      data: {
        message_id: message.id,
        subject: message.subject,
        // Extensions beside the spec's fields: who, what kind of bounce, and the server's own words.
        recipient: message.to_email,
        ...(typeof attrs.bounce_type === 'string' ? { bounce_type: attrs.bounce_type } : {}),
        ...(classification ? { bounce_class: classification.class, bounce_side: classification.side } : {}),
        ...(typeof attrs.smtp_response === 'string' ? { smtp_response: attrs.smtp_response } : {}),
      },
    };
    await queueWebhookDeliveries(tx, body, at);
  }
}
