import { createWebhookBodySchema } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { webhookTarget } from './audit-target';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import * as webhooksRepo from '../../store/repos/webhooks-repo';
import { requireOutgoingUrl } from '../outgoing-url';
import { parseInput } from '../parse-input';
import { redactedUrl } from '../redacted-url';

/**
 * A new webhook with a fresh secret, from a create body as sent: parsed with the contract's schema,
 * its URL held to the outgoing-address rules.
 */
export async function createWebhook(ctx: ServiceContext, actor: AuditActor, body: unknown) {
  const input = parseInput(createWebhookBodySchema, body);
  requireOutgoingUrl(ctx, input.url, 'url');
  return ctx.db.transaction(async (tx) => {
    const webhook = await webhooksRepo.createWebhook(tx, input);
    // The secret is never part of the trail, nor the URL's own credential (redacted).
    await recordAudit(tx, actor, {
      action: 'webhook.create',
      ...webhookTarget(webhook),
      detail: { after: { url: redactedUrl(webhook.url), event_types: webhook.event_types } },
    });
    return { webhook };
  });
}
