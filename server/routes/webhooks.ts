import { endpoints, webhookUrlProblem } from '../../src/contract';
import { hostProblem } from '../delivery/ssrf-guard';
import { invalid, notFound } from '../http/api-error';
import type { App } from '../http/app-env';
import { route } from '../http/route';
import { recordAudit } from '../store/repos/audit-repo';
import { healthByWebhook, quietHealth } from '../store/repos/deliveries-repo';
import { createWebhook, deleteWebhook, listWebhooks, updateWebhook } from '../store/repos/webhooks-repo';
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

  route(app, deps, endpoints.updateWebhook, async ({ params, body, actor }) => {
    if (body.url !== undefined) checkUrl(body.url);
    const changed = await db.transaction(async (tx) => {
      const result = await updateWebhook(tx, params.id, body);
      if (!result) return null;
      const fields = Object.keys(body) as (keyof typeof body)[];
      const pick = (w: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, w[f]]));
      await recordAudit(tx, actor, {
        action: 'webhook.update',
        targetType: 'webhook',
        targetId: params.id,
        detail: { before: pick(result.before), after: pick(result.after) },
      });
      return result.after;
    });
    if (!changed) throw notFound(`Webhook ${params.id}`);
    return { webhook: changed };
  });

  route(app, deps, endpoints.createWebhook, async ({ body, actor }) => {
    checkUrl(body.url);
    return db.transaction(async (tx) => {
      const webhook = await createWebhook(tx, body);
      // The secret is never part of the trail.
      await recordAudit(tx, actor, {
        action: 'webhook.create',
        targetType: 'webhook',
        targetId: webhook.id,
        detail: { after: { url: webhook.url, event_types: webhook.event_types } },
      });
      return { webhook };
    });
  });

  route(app, deps, endpoints.deleteWebhook, async ({ params, actor }) => {
    const { id } = params;
    const webhook = await db.transaction(async (tx) => {
      const removed = await deleteWebhook(tx, id);
      if (removed) {
        await recordAudit(tx, actor, {
          action: 'webhook.delete',
          targetType: 'webhook',
          targetId: id,
          detail: { before: { url: removed.url, event_types: removed.event_types } },
        });
      }
      return removed;
    });
    if (!webhook) throw notFound(`Webhook ${id}`);
    return { webhook };
  });
}
