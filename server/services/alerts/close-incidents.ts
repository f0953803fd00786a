import type { ServiceContext } from '../../context';
import type { Queryable } from '../../store/db';
import { closeRuleIncidents } from '../../store/repos/alert-incidents-repo';
import { insertNotification, toldOfFiring } from '../../store/repos/alert-notifications-repo';
import { queueWebhookDeliveries } from '../../store/repos/outbox-repo';
import { webhookAlertBody } from './alert-content';
import { consoleUrl } from './evaluate';

/**
 * Closes a rule's firing incidents (the rule was edited or deleted) and queues one closing notice
 * to every channel that was told each one fired, in the caller's transaction: no channel is left
 * believing an incident fires that no longer exists.
 */
export async function closeIncidentsWithNotice(
  ctx: ServiceContext,
  tx: Queryable,
  ruleId: number,
  reason: string,
  at: Date,
) {
  const closed = await closeRuleIncidents(tx, ruleId, reason, at);
  for (const incident of closed) {
    for (const told of await toldOfFiring(tx, incident.id)) {
      const base = { incident_id: incident.id, kind: 'closed' as const, at };
      if (told.channel !== 'webhook')
        await insertNotification(tx, {
          ...base,
          channel: told.channel,
          target: told.target,
          notBefore: told.not_before,
        });
      else {
        const body = webhookAlertBody(incident, 'closed', at, consoleUrl(ctx));
        const deliveryIds = await queueWebhookDeliveries(tx, body, at);
        await insertNotification(tx, { ...base, channel: 'webhook', target: body.event_type, deliveryIds });
      }
    }
  }
  return closed.length;
}
