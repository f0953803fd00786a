import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { findDelivery } from '../../store/repos/deliveries-repo';
import { claimDeliveryNow } from '../../store/repos/outbox-repo';
import { Conflict, NotFound } from '../errors';
import { sendLeaseUntil } from '../send-lease';
import { webhookTarget } from './audit-target';
import { webhookOrNotFound } from './find';

/**
 * Claims a delivery for a manual retry and audits it, in one transaction; the caller then attempts
 * the claim. Claimed first: of several retries at once, only the one whose claim holds is audited
 * and sent; the others (and any retry of a delivery that succeeded) are refused with nothing written.
 */
export async function retryDelivery(
  ctx: ServiceContext,
  actor: AuditActor,
  webhookId: number,
  deliveryId: string,
) {
  const webhook = await webhookOrNotFound(ctx.db, webhookId);
  return ctx.db.transaction(async (tx) => {
    const found = await findDelivery(tx, webhook.id, deliveryId);
    if (!found) throw new NotFound(`Delivery ${deliveryId}`);
    const claimed = await claimDeliveryNow(tx, deliveryId, ctx.now(), sendLeaseUntil(ctx));
    if (!claimed) {
      throw new Conflict(
        found.state === 'succeeded'
          ? 'This delivery was already delivered; nothing was sent again.'
          : 'This delivery is being sent right now (by a worker or another retry); its outcome shows in the log in a moment.',
      );
    }
    await recordAudit(tx, actor, {
      action: 'webhook.retry',
      ...webhookTarget(webhook),
      detail: { delivery_id: deliveryId, state: claimed.state },
    });
    return { webhookId: webhook.id, claimed };
  });
}
