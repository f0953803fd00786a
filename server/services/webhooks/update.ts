import { updateWebhookBodySchema } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { webhookTarget } from './audit-target';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import * as webhooksRepo from '../../store/repos/webhooks-repo';
import { redactedUrl } from '../redacted-url';
import { NotFound } from '../errors';
import { requireOutgoingUrl } from '../outgoing-url';
import { parseInput } from '../parse-input';

type WebhookPatch = Parameters<typeof webhooksRepo.updateWebhook>[2];

/**
 * Changes what a patch body (as sent, parsed with the contract's schema) gives, in place (id, secret
 * and history stay); a new URL is held to the outgoing-address rules. The trail keeps those fields
 * before and after (the URL redacted).
 */
export async function updateWebhook(ctx: ServiceContext, actor: AuditActor, id: number, body: unknown) {
  const patch: WebhookPatch = parseInput(updateWebhookBodySchema, body);
  if (patch.url !== undefined) requireOutgoingUrl(ctx, patch.url, 'url');
  return ctx.db.transaction(async (tx) => {
    const result = await webhooksRepo.updateWebhook(tx, id, patch);
    if (!result) throw new NotFound(`Webhook ${id}`);
    const fields = Object.keys(patch) as (keyof WebhookPatch)[];
    const pick = (w: Record<string, unknown>) =>
      Object.fromEntries(fields.map((f) => [f, f === 'url' ? redactedUrl(String(w[f])) : w[f]]));
    await recordAudit(tx, actor, {
      action: 'webhook.update',
      ...webhookTarget(result.after),
      detail: { before: pick(result.before), after: pick(result.after) },
    });
    return { webhook: result.after };
  });
}
