import { randomUUID } from 'node:crypto';
import type { WebhookDeliveryBody } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { queueWebhookDeliveries } from '../../store/repos/outbox-repo';
import { webhookTarget } from './audit-target';
import { webhookOrNotFound } from './find';

/**
 * Queues a test event (marked `test: true`) for webhook `id` and audits it; the caller attempts
 * the delivery at once and shows its outcome.
 */
export async function queueTestDelivery(ctx: ServiceContext, actor: AuditActor, id: number) {
  const webhook = await webhookOrNotFound(ctx.db, id);
  const at = ctx.now();
  const body: WebhookDeliveryBody = {
    event_type: (webhook.event_types[0] ?? 'delivered') as WebhookDeliveryBody['event_type'],
    timestamp: at.toISOString(),
    data: { message_id: randomUUID(), subject: 'Relaydesk test event' },
    test: true,
  };
  const deliveryId = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await queueWebhookDeliveries(tx, body, at, { webhookId: webhook.id, deliveryId });
    await recordAudit(tx, actor, {
      action: 'webhook.test',
      ...webhookTarget(webhook),
      detail: { delivery_id: deliveryId, event_type: body.event_type },
    });
  });
  return { webhookId: webhook.id, deliveryId };
}
