import type { ServiceContext } from '../../context';
import { webhookTarget } from './audit-target';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import * as webhooksRepo from '../../store/repos/webhooks-repo';
import { NotFound } from '../errors';
import { redactedUrl } from '../redacted-url';

/** Removes webhook `id`; the trail keeps where it pointed (redacted) and what it listened to. */
export async function deleteWebhook({ db }: ServiceContext, actor: AuditActor, id: number) {
  return db.transaction(async (tx) => {
    const webhook = await webhooksRepo.deleteWebhook(tx, id);
    if (!webhook) throw new NotFound(`Webhook ${id}`);
    await recordAudit(tx, actor, {
      action: 'webhook.delete',
      ...webhookTarget(webhook),
      detail: { before: { url: redactedUrl(webhook.url), event_types: webhook.event_types } },
    });
    return { webhook };
  });
}
