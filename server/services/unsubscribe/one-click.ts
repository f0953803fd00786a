import type { ServiceContext } from '../../context';
import { recordAudit, serviceActor } from '../../store/repos/audit-repo';
import { insertSuppression } from '../../store/repos/suppressions-repo';
import { findUnsubscribeToken, insertUnsubscribeRequest } from '../../store/repos/unsubscribe-repo';
import { hashUnsubscribeToken, tokenShape } from './token';

export type UnsubscribeOutcome = 'unknown' | 'unsubscribed' | 'already';

/** The token's message and address, or null for a token the service never issued. */
export async function findTokenTarget({ db }: Pick<ServiceContext, 'db'>, token: string) {
  return tokenShape.test(token) ? findUnsubscribeToken(db, hashUnsubscribeToken(token)) : null;
}

/**
 * An RFC 8058 one-click unsubscribe (or the same from the page's button, `via` says which): suppresses the token's address at once (reason `unsubscribe`,
 * the message as its origin), with its `unsubscribe_requests` row and audit entry (actor: the
 * service) in one transaction. Idempotent: an address already suppressed (by this token before, by
 * another, or otherwise) changes nothing, and concurrent requests meet on the suppression's unique
 * address, so exactly one of them writes.
 */
export async function unsubscribeOneClick(
  ctx: ServiceContext,
  token: string,
  via: 'one_click' | 'page' = 'one_click',
): Promise<UnsubscribeOutcome> {
  if (!tokenShape.test(token)) return 'unknown';
  const hash = hashUnsubscribeToken(token);
  return ctx.db.transaction(async (tx) => {
    const target = await findUnsubscribeToken(tx, hash);
    if (!target) return 'unknown';
    const at = ctx.now();
    const { created, suppression } = await insertSuppression(tx, {
      email: target.address,
      reason: 'unsubscribe',
      messageId: target.message_id,
      at,
      source: { type: 'automatic', message_id: target.message_id },
    });
    if (!created) return 'already';
    await insertUnsubscribeRequest(tx, {
      messageId: target.message_id,
      address: target.address,
      domainId: target.domain_id,
      requestedAt: at,
      suppressedAt: at,
      via,
    });
    await recordAudit(tx, serviceActor, {
      action: 'suppression.automatic',
      targetType: 'suppression',
      targetId: suppression.id,
      targetLabel: suppression.email,
      detail: {
        after: { email: suppression.email, reason: suppression.reason },
        message_id: target.message_id,
        via,
      },
    });
    return 'unsubscribed';
  });
}
