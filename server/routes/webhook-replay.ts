import { endpoints } from '../../src/contract';
import { invalid, notFound } from '../http/api-error';
import type { App } from '../http/app-env';
import { route } from '../http/route';
import { recordAudit } from '../store/repos/audit-repo';
import { countReplay, replayDeliveries, type ReplayFilter } from '../store/repos/replay-repo';
import { findWebhook } from '../store/repos/webhooks-repo';
import type { RouteDeps } from './deps';

const dayMs = 86_400_000;

/** Replay: a webhook's deliveries since a time, sent again under their own ids (or only counted). */
export function webhookReplayRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;

  route(app, deps, endpoints.replayWebhookDeliveries, async ({ params, body, actor }) => {
    const now = deps.now();
    const since = new Date(body.since);
    const badSince = (message: string) =>
      invalid(`Invalid request body: since ${message}.`, [{ field: 'since', message }]);
    if (since > now) throw badSince('must not be in the future');
    const days = deps.config.RETENTION_DAYS;
    if (since.getTime() < now.getTime() - days * dayMs) {
      throw badSince(`must be within the last ${days} days (older deliveries are not kept)`);
    }
    const webhook = await findWebhook(db, params.id);
    if (!webhook) throw notFound(`Webhook ${params.id}`);
    const filter: ReplayFilter = { webhookId: webhook.id, since, failedOnly: body.failed_only ?? false, now };

    if (body.dry_run) {
      const { replayable, in_flight } = await countReplay(db, filter);
      return { replayed: replayable, in_flight, dry_run: true };
    }
    const done = await db.transaction(async (tx) => {
      const result = await replayDeliveries(tx, filter);
      await recordAudit(tx, actor, {
        action: 'webhook.replay',
        targetType: 'webhook',
        targetId: webhook.id,
        detail: { since: since.toISOString(), failed_only: filter.failedOnly, ...result },
      });
      return result;
    });
    if (done.replayed > 0) deps.nudge();
    return { ...done, dry_run: false };
  });
}
