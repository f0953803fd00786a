import { replayWebhookBodySchema } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { countReplay, replayDeliveries, type ReplayFilter } from '../../store/repos/replay-repo';
import { Invalid } from '../errors';
import { parseInput } from '../parse-input';
import { webhookTarget } from './audit-target';
import { webhookOrNotFound } from './find';

const dayMs = 86_400_000;

/**
 * Sends webhook `id`'s deliveries since a time again, under their own ids, with one audit entry for
 * the lot; wakes the workers when there is something to send. The body as sent: `since` (within the
 * retention window: older deliveries are gone), `failed_only`, and `dry_run`, which only counts
 * them: nothing changes, nothing is audited.
 */
export async function replayWebhookDeliveries(
  ctx: ServiceContext,
  actor: AuditActor,
  id: number,
  body: unknown,
) {
  const input = parseInput(replayWebhookBodySchema, body);
  const since = new Date(input.since);
  const failedOnly = input.failed_only ?? false;
  const dryRun = input.dry_run ?? false;
  const now = ctx.now();
  const badSince = (message: string) =>
    new Invalid(`Invalid request body: since ${message}.`, [{ field: 'since', message }]);
  if (since > now) throw badSince('must not be in the future');
  const days = ctx.config.RETENTION_DAYS;
  if (since.getTime() < now.getTime() - days * dayMs) {
    throw badSince(`must be within the last ${days} days (older deliveries are not kept)`);
  }
  const webhook = await webhookOrNotFound(ctx.db, id);
  const filter: ReplayFilter = { webhookId: webhook.id, since, failedOnly, now };
  if (dryRun) {
    const { replayable, in_flight } = await countReplay(ctx.db, filter);
    return { replayed: replayable, in_flight, dry_run: true };
  }
  const done = await ctx.db.transaction(async (tx) => {
    const result = await replayDeliveries(tx, filter);
    await recordAudit(tx, actor, {
      action: 'webhook.replay',
      ...webhookTarget(webhook),
      detail: { since: since.toISOString(), failed_only: failedOnly, ...result },
    });
    return result;
  });
  if (done.replayed > 0) ctx.nudge();
  return { ...done, dry_run: false };
}
