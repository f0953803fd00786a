import { randomUUID } from 'node:crypto';
import { endpoints, type WebhookDeliveryBody } from '../../src/contract';
import { attemptNow } from '../delivery/webhook-worker';
import { ApiError, notFound } from '../http/api-error';
import type { App } from '../http/app-env';
import { route } from '../http/route';
import { findDelivery, listDeliveries, withAttempts } from '../store/repos/deliveries-repo';
import { recordAudit } from '../store/repos/audit-repo';
import { queueWebhookDeliveries } from '../store/repos/outbox-repo';
import { findWebhook, rotateSecret } from '../store/repos/webhooks-repo';
import type { RouteDeps } from './deps';

/** The extensions beyond the spec's CRUD: delivery log, test send, manual retry, secret rotation. */
export function webhookDeliveryRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;
  const webhookOr404 = async ({ id }: { id: number }) => {
    const webhook = await findWebhook(db, id);
    if (!webhook) throw notFound(`Webhook ${id}`);
    return webhook;
  };
  const deliveryAfterAttempt = async (webhookId: number, deliveryId: string) => {
    await attemptNow(deps, deliveryId);
    const row = await findDelivery(db, webhookId, deliveryId);
    const [delivery] = await withAttempts(db, row ? [row] : []);
    if (!delivery) throw notFound(`Delivery ${deliveryId}`);
    return { delivery };
  };

  route(app, deps, endpoints.listWebhookDeliveries, async ({ params, query }) => {
    const webhook = await webhookOr404(params);
    return { deliveries: await listDeliveries(db, webhook.id, query.limit) };
  });

  route(app, deps, endpoints.testWebhook, async ({ params, actor }) => {
    const webhook = await webhookOr404(params);
    const at = deps.now();
    const body: WebhookDeliveryBody = {
      event_type: (webhook.event_types[0] ?? 'delivered') as WebhookDeliveryBody['event_type'],
      timestamp: at.toISOString(),
      data: { message_id: randomUUID(), subject: 'Relaydesk test event' },
      test: true,
    };
    const id = randomUUID();
    await db.transaction(async (tx) => {
      await queueWebhookDeliveries(tx, body, at, { webhookId: webhook.id, deliveryId: id });
      await recordAudit(tx, actor, {
        action: 'webhook.test',
        targetType: 'webhook',
        targetId: webhook.id,
        detail: { delivery_id: id, event_type: body.event_type },
      });
    });
    return deliveryAfterAttempt(webhook.id, id);
  });

  route(app, deps, endpoints.retryWebhookDelivery, async ({ params, actor }) => {
    const webhook = await webhookOr404(params);
    const deliveryId = params.delivery_id;
    const found = await findDelivery(db, webhook.id, deliveryId);
    if (!found) throw notFound(`Delivery ${deliveryId}`);
    if (found.state !== 'succeeded' && found.leased_until && found.leased_until > deps.now()) {
      throw new ApiError(
        409,
        'conflict',
        'This delivery is being sent right now; its outcome shows in the log in a moment.',
      );
    }
    await recordAudit(db, actor, {
      action: 'webhook.retry',
      targetType: 'webhook',
      targetId: webhook.id,
      detail: { delivery_id: deliveryId, state: found.state },
    });
    return deliveryAfterAttempt(webhook.id, deliveryId);
  });

  route(app, deps, endpoints.rotateWebhookSecret, async ({ params, body, actor }) => {
    const webhook = await webhookOr404(params);
    const now = deps.now();
    const hours = body.activate_in_hours ?? 0;
    const activateAt = hours > 0 ? new Date(now.getTime() + Math.round(hours * 3_600_000)) : null;
    return db.transaction(async (tx) => {
      const rotated = await rotateSecret(tx, webhook.id, now, activateAt);
      // That it happened (and when the new one takes over), never the secret.
      await recordAudit(tx, actor, {
        action: 'webhook.rotate_secret',
        targetType: 'webhook',
        targetId: webhook.id,
        ...(activateAt ? { detail: { activate_at: activateAt.toISOString() } } : {}),
      });
      return { webhook: rotated };
    });
  });
}
