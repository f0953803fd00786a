import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { findDelivery } from '../../store/repos/deliveries-repo';
import { Conflict, NotFound } from '../errors';
import { webhookOrNotFound } from './find';

/**
 * Accepts a manual retry of a delivery and audits it; the caller then attempts it. Refused while
 * another attempt holds the delivery's lease, so it is never sent twice at once.
 */
export async function retryDelivery(
  ctx: ServiceContext,
  actor: AuditActor,
  webhookId: number,
  deliveryId: string,
) {
  const webhook = await webhookOrNotFound(ctx.db, webhookId);
  const found = await findDelivery(ctx.db, webhook.id, deliveryId);
  if (!found) throw new NotFound(`Delivery ${deliveryId}`);
  if (found.state !== 'succeeded' && found.leased_until && found.leased_until > ctx.now()) {
    throw new Conflict('This delivery is being sent right now; its outcome shows in the log in a moment.');
  }
  // No transaction: one statement, and the attempt that follows is recorded on its own.
  await recordAudit(ctx.db, actor, {
    action: 'webhook.retry',
    targetType: 'webhook',
    targetId: webhook.id,
    detail: { delivery_id: deliveryId, state: found.state },
  });
  return { webhookId: webhook.id, deliveryId };
}
