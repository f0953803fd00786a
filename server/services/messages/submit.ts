import { createMessageBodySchema, type CreateMessageBody, type Suppression } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import type { Queryable } from '../../store/db';
import { findDomainByName, firstDomain } from '../../store/repos/domains-repo';
import { insertMessage, type MessageRow } from '../../store/repos/messages-repo';
import { applyEventCounters, eventCounterDeltas } from '../../store/repos/event-counters';
import { findSuppressionByEmail } from '../../store/repos/suppressions-repo';
import { parseInput } from '../parse-input';
import { scenarioFor } from './scenarios';

type Parsed = Required<Pick<CreateMessageBody, 'to' | 'subject'>> & { from?: string | undefined };
export type Submitted = { message: MessageRow } | { suppressed: Suppression };

/**
 * Accepts a message for delivery, unless its recipient is suppressed. The suppression check, the
 * message row and its `accepted` counters are one transaction. `apiKeyId` is the sending key,
 * recorded on the message and counted for its volume alerts (null: the service's own mail, or no
 * key). `body` is a send body as sent, parsed here with the contract's schema (async: a refusal is a
 * rejection, as every other failure).
 */
export async function submitMessage(
  ctx: ServiceContext,
  body: unknown,
  at = ctx.now(),
  apiKeyId: number | null = null,
): Promise<Submitted> {
  const parsed = parseInput(createMessageBodySchema, body);
  return ctx.db.transaction((tx) => submitMessageIn(tx, parsed, at, apiKeyId));
}

/** The same, in the caller's transaction. */
export async function submitMessageIn(
  tx: Queryable,
  body: Parsed,
  at: Date,
  apiKeyId: number | null,
): Promise<Submitted> {
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
    apiKeyId,
  });
  await applyEventCounters(
    tx,
    eventCounterDeltas({ type: 'accepted', at, domainId: message.domain_id, to: message.to_email, apiKeyId }),
  );
  return { message };
}

/**
 * A Relaydesk notice (an alert email) through the same delivery path, in the caller's transaction,
 * as system mail: from `from`, under no customer domain, counted in no statistics or alert
 * measurement (record-event.ts skips its counters too), and hidden from the default activity log.
 */
export async function submitSystemMessageIn(
  tx: Queryable,
  body: { to: string; subject: string; from: string },
  at: Date,
): Promise<Submitted> {
  const suppressed = await findSuppressionByEmail(tx, body.to);
  if (suppressed) return { suppressed };
  const message = await insertMessage(tx, {
    ...body,
    domainId: null,
    at,
    scenario: scenarioFor(body.to),
    origin: 'system',
  });
  return { message };
}
