import { endpoints, webhookUrlProblem } from '../../src/contract';
import { invalid, notFound } from '../http/api-error';
import type { App } from '../http/app-env';
import { route } from '../http/route';
import { pathId } from '../http/validate';
import { createWebhook, deleteWebhook, listWebhooks } from '../store/repos/webhooks-repo';
import type { RouteDeps } from './deps';

export function webhookRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;

  route(app, deps, endpoints.listWebhooks, () => listWebhooks(db));

  route(app, deps, endpoints.createWebhook, async ({ body }) => {
    const problem = webhookUrlProblem(body.url, deps.config.ALLOW_LOOPBACK_WEBHOOKS);
    if (problem) throw invalid(`Invalid request body: url ${problem}.`, [{ field: 'url', message: problem }]);
    return { webhook: await createWebhook(db, body) };
  });

  route(app, deps, endpoints.deleteWebhook, async ({ params }) => {
    const id = pathId(params);
    const webhook = await deleteWebhook(db, id);
    if (!webhook) throw notFound(`Webhook ${id}`);
    return { webhook };
  });
}
