import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import * as webhooksRepo from '../../store/repos/webhooks-repo';
import { redactedUrl } from '../redacted-url';
import { NotFound } from '../errors';

export type WebhookPatch = Parameters<typeof webhooksRepo.updateWebhook>[2];

/**
 * Changes what `patch` gives, in place (id, secret and history stay); the trail keeps those fields
 * before and after (the URL redacted). The caller has checked a new URL against the address rules.
 */
export async function updateWebhook(
  { db }: ServiceContext,
  actor: AuditActor,
  id: number,
  patch: WebhookPatch,
) {
  return db.transaction(async (tx) => {
    const result = await webhooksRepo.updateWebhook(tx, id, patch);
    if (!result) throw new NotFound(`Webhook ${id}`);
    const fields = Object.keys(patch) as (keyof WebhookPatch)[];
    const pick = (w: Record<string, unknown>) =>
      Object.fromEntries(fields.map((f) => [f, f === 'url' ? redactedUrl(String(w[f])) : w[f]]));
    await recordAudit(tx, actor, {
      action: 'webhook.update',
      targetType: 'webhook',
      targetId: id,
      targetLabel: redactedUrl(result.after.url),
      detail: { before: pick(result.before), after: pick(result.after) },
    });
    return { webhook: result.after };
  });
}
