import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import * as webhooksRepo from '../../store/repos/webhooks-repo';
import { redactedUrl } from '../redacted-url';

/** A new webhook with a fresh secret. The caller has checked the URL against the address rules. */
export async function createWebhook(
  { db }: ServiceContext,
  actor: AuditActor,
  input: { url: string; event_types: string[] },
) {
  return db.transaction(async (tx) => {
    const webhook = await webhooksRepo.createWebhook(tx, input);
    // The secret is never part of the trail, nor the URL's own credential (redacted).
    await recordAudit(tx, actor, {
      action: 'webhook.create',
      targetType: 'webhook',
      targetId: webhook.id,
      targetLabel: redactedUrl(webhook.url),
      detail: { after: { url: redactedUrl(webhook.url), event_types: webhook.event_types } },
    });
    return { webhook };
  });
}
