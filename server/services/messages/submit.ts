import type { CreateMessageBody, Suppression } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { findDomainByName, firstDomain } from '../../store/repos/domains-repo';
import { insertMessage, type MessageRow } from '../../store/repos/messages-repo';
import { applyEventCounters, eventCounterDeltas } from '../../store/repos/event-counters';
import { findSuppressionByEmail } from '../../store/repos/suppressions-repo';
import { scenarioFor } from './scenarios';

type Parsed = Required<Pick<CreateMessageBody, 'to' | 'subject'>> & { from?: string | undefined };

/**
 * Accepts a message for delivery, unless its recipient is suppressed. The suppression check, the
 * message row and its `accepted` counters are one transaction.
 */
export async function submitMessage(
  ctx: ServiceContext,
  body: Parsed,
  at = ctx.now(),
): Promise<{ message: MessageRow } | { suppressed: Suppression }> {
  return ctx.db.transaction(async (tx) => {
    const suppressed = await findSuppressionByEmail(tx, body.to);
    if (suppressed) return { suppressed };
    const domain = body.from ? await findDomainByName(tx, body.from.split('@')[1]) : await firstDomain(tx);
    const from = body.from ?? `notifications@${domain?.name ?? 'relaydesk.test'}`;
    const message = await insertMessage(tx, {
      to: body.to,
      from,
      subject: body.subject,
      domainId: domain?.id ?? null,
      at,
      scenario: scenarioFor(body.to),
    });
    await applyEventCounters(
      tx,
      eventCounterDeltas({ type: 'accepted', at, domainId: message.domain_id, to: message.to_email }),
    );
    return { message };
  });
}
