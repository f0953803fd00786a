import { rotateSecretBodySchema } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { rotateSecret as storeNewSecret } from '../../store/repos/webhooks-repo';
import { parseInput } from '../parse-input';
import { webhookTarget } from './audit-target';
import { webhookOrNotFound } from './find';

/**
 * A new signing secret for webhook `id` (a rotate body as sent: `{activate_in_hours}`): at once, or
 * after that many hours during which both secrets sign. The trail says that it happened and when
 * the new one takes over, never the secret.
 */
export async function rotateSecret(ctx: ServiceContext, actor: AuditActor, id: number, body: unknown) {
  const { activate_in_hours: activateInHours = 0 } = parseInput(rotateSecretBodySchema, body);
  const webhook = await webhookOrNotFound(ctx.db, id);
  const now = ctx.now();
  const activateAt =
    activateInHours > 0 ? new Date(now.getTime() + Math.round(activateInHours * 3_600_000)) : null;
  return ctx.db.transaction(async (tx) => {
    const rotated = await storeNewSecret(tx, webhook.id, now, activateAt);
    await recordAudit(tx, actor, {
      action: 'webhook.rotate_secret',
      ...webhookTarget(webhook),
      ...(activateAt ? { detail: { activate_at: activateAt.toISOString() } } : {}),
    });
    return { webhook: rotated };
  });
}
