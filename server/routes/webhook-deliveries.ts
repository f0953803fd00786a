import { endpoints } from '../../src/contract';
import { attemptClaimed, attemptNow } from '../delivery/webhook-worker';
import { notFound } from '../http/api-error';
import type { App } from '../http/app-env';
import { route, routeToService } from '../http/route';
import { webhookOrNotFound } from '../services/webhooks/find';
import { retryDelivery } from '../services/webhooks/retry-delivery';
import { rotateSecret } from '../services/webhooks/rotate-secret';
import { queueTestDelivery } from '../services/webhooks/send-test';
import { findDelivery, listDeliveries, withAttempts } from '../store/repos/deliveries-repo';
import type { RouteDeps } from './deps';

/** The extensions beyond the spec's CRUD: delivery log, test send, manual retry, secret rotation. */
export function webhookDeliveryRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;
  /** A test or a retry answers with the delivery as its attempt left it. */
  const deliveryAsLeft = async (webhookId: number, deliveryId: string) => {
    const row = await findDelivery(db, webhookId, deliveryId);
    const [delivery] = await withAttempts(db, row ? [row] : []);
    if (!delivery) throw notFound(`Delivery ${deliveryId}`);
    return { delivery };
  };

  route(app, deps, endpoints.listWebhookDeliveries, async ({ params, query }) => {
    const webhook = await webhookOrNotFound(db, params.id);
    return { deliveries: await listDeliveries(db, webhook.id, query.limit) };
  });

  route(app, deps, endpoints.testWebhook, async ({ params, actor }) => {
    const { webhookId, deliveryId } = await queueTestDelivery(deps, actor, params.id);
    await attemptNow(deps, deliveryId);
    return deliveryAsLeft(webhookId, deliveryId);
  });

  route(app, deps, endpoints.retryWebhookDelivery, async ({ params, actor }) => {
    const { webhookId, claimed } = await retryDelivery(deps, actor, params.id, params.delivery_id);
    await attemptClaimed(deps, claimed);
    return deliveryAsLeft(webhookId, claimed.id);
  });

  routeToService(app, deps, endpoints.rotateWebhookSecret, ({ params, body, actor }) =>
    rotateSecret(deps, actor, params.id, body),
  );
}
