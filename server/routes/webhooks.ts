import { endpoints } from '../../src/contract';
import type { App } from '../http/app-env';
import { route, routeToService } from '../http/route';
import { createWebhook } from '../services/webhooks/create';
import { deleteWebhook } from '../services/webhooks/delete';
import { updateWebhook } from '../services/webhooks/update';
import { healthByWebhook, quietHealth } from '../store/repos/deliveries-repo';
import { listWebhooks } from '../store/repos/webhooks-repo';
import type { RouteDeps } from './deps';

export function webhookRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;

  // Health is an extension on list items: the last day's attempts and the backlog, for every webhook.
  route(app, deps, endpoints.listWebhooks, async () => {
    const since = new Date(deps.now().getTime() - 24 * 3_600_000);
    const [{ webhooks, total }, health] = await Promise.all([listWebhooks(db), healthByWebhook(db, since)]);
    return {
      webhooks: webhooks.map((w) => ({ ...w, health: health.get(w.id) ?? quietHealth() })),
      total,
    };
  });

  routeToService(app, deps, endpoints.updateWebhook, ({ params, body, actor }) =>
    updateWebhook(deps, actor, params.id, body),
  );

  routeToService(app, deps, endpoints.createWebhook, ({ body, actor }) => createWebhook(deps, actor, body));

  route(app, deps, endpoints.deleteWebhook, ({ params, actor }) => deleteWebhook(deps, actor, params.id));
}
