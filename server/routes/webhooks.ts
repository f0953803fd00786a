import { endpoints, webhookUrlProblem } from '../../src/contract';
import { hostProblem } from '../delivery/ssrf-guard';
import { invalid } from '../http/api-error';
import type { App } from '../http/app-env';
import { route } from '../http/route';
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

  /** The same address rules at creation and edit (and again at every delivery). */
  const checkUrl = (url: string) => {
    const problem =
      webhookUrlProblem(url, deps.config.ALLOW_LOOPBACK_WEBHOOKS) ??
      hostProblem(new URL(url).hostname, deps.config.ALLOW_LOOPBACK_WEBHOOKS);
    if (problem) throw invalid(`Invalid request body: url ${problem}.`, [{ field: 'url', message: problem }]);
  };

  route(app, deps, endpoints.updateWebhook, ({ params, body, actor }) => {
    if (body.url !== undefined) checkUrl(body.url);
    return updateWebhook(deps, actor, params.id, body);
  });

  route(app, deps, endpoints.createWebhook, ({ body, actor }) => {
    checkUrl(body.url);
    return createWebhook(deps, actor, body);
  });

  route(app, deps, endpoints.deleteWebhook, ({ params, actor }) => deleteWebhook(deps, actor, params.id));
}
