import { randomUUID } from 'node:crypto';
import {
  createMessageBodySchema,
  unsubscribePathPrefix,
  type CreateMessageBody,
  type Suppression,
} from '../../../src/contract';
import type { ServiceContext } from '../../context';
import type { Queryable } from '../../store/db';
import { findDomainByName, firstDomain } from '../../store/repos/domains-repo';
import { insertMessage, type MessageRow } from '../../store/repos/messages-repo';
import { applyEventCounters, eventCounterDeltas } from '../../store/repos/event-counters';
import { findSuppressionByEmail } from '../../store/repos/suppressions-repo';
import { insertUnsubscribeToken } from '../../store/repos/unsubscribe-repo';
import { consoleUrl } from '../public-url';
import { parseInput } from '../parse-input';
import { newUnsubscribeToken } from '../unsubscribe/token';
import { checkCallerHeaders, type MessageHeader } from './caller-headers';
import { scenarioFor } from './scenarios';

type Parsed = Required<Pick<CreateMessageBody, 'to' | 'subject'>> &
  Pick<CreateMessageBody, 'stream' | 'headers'> & { from?: string | undefined };

/** Where a bulk message's one-click links point: the service's public address and the mailto host. */
export interface UnsubscribeLinks {
  publicUrl: string;
  mailtoHost: string;
}
const linksOf = (ctx: ServiceContext): UnsubscribeLinks => ({
  publicUrl: consoleUrl(ctx),
  mailtoHost: ctx.config.RETURN_PATH_HOST,
});

/** The RFC 8058 pair the service sets on bulk mail: the HTTPS (or local HTTP) link first, then mailto. */
export const oneClickHeaders = (links: UnsubscribeLinks, token: string): MessageHeader[] => [
  {
    name: 'List-Unsubscribe',
    value: `<${links.publicUrl}${unsubscribePathPrefix}${token}>, <mailto:unsubscribe+${token}@${links.mailtoHost}>`,
  },
  { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
];
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
  // Checked before anything is read or written: a refused header changes nothing.
  const headers = checkCallerHeaders(parsed.headers, parsed.stream ?? 'transactional');
  return ctx.db.transaction((tx) =>
    submitMessageIn(tx, { ...parsed, headers: undefined }, at, apiKeyId, { headers, links: linksOf(ctx) }),
  );
}

/**
 * The same, in the caller's transaction, with the caller's headers already checked. A bulk message
 * gets its unsubscribe token (stored hashed, bound to the message and the address) and the one-click
 * pair after the caller's headers; transactional mail gets only what the caller passed.
 */
export async function submitMessageIn(
  tx: Queryable,
  body: Parsed,
  at: Date,
  apiKeyId: number | null,
  extra: { headers: MessageHeader[]; links: UnsubscribeLinks },
): Promise<Submitted> {
  const suppressed = await findSuppressionByEmail(tx, body.to);
  if (suppressed) return { suppressed };
  const domain = body.from ? await findDomainByName(tx, body.from.split('@')[1]) : await firstDomain(tx);
  const from = body.from ?? `notifications@${domain?.name ?? 'relaydesk.test'}`;
  const stream = body.stream ?? 'transactional';
  const id = randomUUID();
  const unsubscribe = stream === 'bulk' ? newUnsubscribeToken() : null;
  const headers = unsubscribe
    ? [...extra.headers, ...oneClickHeaders(extra.links, unsubscribe.token)]
    : extra.headers;
  const message = await insertMessage(tx, {
    id,
    stream,
    headers,
    to: body.to,
    from,
    subject: body.subject,
    domainId: domain?.id ?? null,
    at,
    scenario: scenarioFor(body.to),
    apiKeyId,
  });
  if (unsubscribe)
    await insertUnsubscribeToken(tx, {
      hash: unsubscribe.hash,
      messageId: id,
      address: message.to_email,
      domainId: message.domain_id,
      at,
    });
  await applyEventCounters(
    tx,
    eventCounterDeltas({
      type: 'accepted',
      at,
      domainId: message.domain_id,
      to: message.to_email,
      apiKeyId,
      stream,
    }),
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
