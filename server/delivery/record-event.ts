import type { WebhookDeliveryBody, WebhookEventType } from '../../src/contract';
import { webhookEventTypes } from '../../src/contract';
import type { Queryable } from '../store/db';
import type { MessageRow } from '../store/repos/messages-repo';
import { recordAudit, serviceActor } from '../store/repos/audit-repo';
import { insertSuppression } from '../store/repos/suppressions-repo';
import { counterFor, type Step } from './scenarios';

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export async function bumpDailyStat(tx: Queryable, at: Date, domainId: number | null, counter: string) {
  // `counter` comes from counterFor/'accepted', never from a request: safe to place in the SQL.
  await tx.query(
    `INSERT INTO daily_stats (day, domain_id, ${counter}) VALUES ($1, $2, 1)
     ON CONFLICT (day, domain_id) DO UPDATE SET ${counter} = daily_stats.${counter} + 1`,
    [utcDay(at), domainId ?? 0],
  );
}

/** Queues one delivery per webhook subscribed to the event: the outbox, in the caller's transaction. */
export async function enqueueWebhookDeliveries(
  tx: Queryable,
  type: WebhookEventType,
  body: WebhookDeliveryBody,
  at: Date,
) {
  await tx.query(
    `INSERT INTO webhook_deliveries (id, webhook_id, event_type, body, next_attempt_at, created_at)
     SELECT gen_random_uuid(), id, $1, $2, $3, $3 FROM webhooks WHERE enabled AND $1 = ANY(event_types)`,
    [type, JSON.stringify(body), at],
  );
}

const isWebhookEvent = (t: string): t is WebhookEventType =>
  (webhookEventTypes as readonly string[]).includes(t);

/**
 * Applies one simulator step to a message, all in the caller's transaction: the event, the new
 * status, the day's counter, the automatic suppression and the webhook outbox rows land together.
 */
export async function recordEvent(tx: Queryable, message: MessageRow, step: Step, at: Date) {
  const attrs = step.attrs ?? {};
  await tx.query(
    'INSERT INTO message_events (message_id, type, occurred_at, attrs) VALUES ($1, $2, $3, $4)',
    [message.id, step.event, at, JSON.stringify(attrs)],
  );
  if (step.status) {
    await tx.query(
      `UPDATE messages SET status = $2, delivered_at = CASE WHEN $2 = 'delivered' THEN $3 ELSE delivered_at END WHERE id = $1`,
      [message.id, step.status, at],
    );
  }
  const counter = counterFor(step.event, attrs);
  if (counter) await bumpDailyStat(tx, at, message.domain_id, counter);
  if (step.suppress) {
    const { created, suppression } = await insertSuppression(tx, {
      email: message.to_email,
      reason: step.suppress,
      messageId: message.id,
      at,
    });
    if (created) {
      await recordAudit(tx, serviceActor, {
        action: 'suppression.automatic',
        targetType: 'suppression',
        targetId: suppression.id,
        detail: { after: { email: suppression.email, reason: suppression.reason }, message_id: message.id },
      });
    }
  }
  if (isWebhookEvent(step.event)) {
    const body: WebhookDeliveryBody = {
      event_type: step.event,
      timestamp: at.toISOString(),
      data: { message_id: message.id, subject: message.subject },
    };
    await enqueueWebhookDeliveries(tx, step.event, body, at);
  }
}
