import { createSuppressionBodySchema } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { insertSuppression } from '../../store/repos/suppressions-repo';
import { Conflict, Invalid } from '../errors';
import { parseInput } from '../parse-input';
import { claimedSourceProblems } from './claimed-source';

/**
 * Suppresses one address, from a create body as sent (the contract's schema parses it). Its source
 * defaults to the API and always names the calling key; a source the caller may not claim is Invalid
 * (claimed-source.ts); an address already suppressed is a Conflict carrying the existing row, and
 * nothing is audited.
 */
export async function createSuppression({ db }: ServiceContext, actor: AuditActor, body: unknown) {
  const input = parseInput(createSuppressionBodySchema, body);
  const problems = claimedSourceProblems(input.source, actor.keyName, 'source');
  if (problems.length) throw new Invalid(`${problems[0]!.field} ${problems[0]!.message}.`, problems);
  const { created, suppression } = await db.transaction(async (tx) => {
    const source = input.source ?? { type: 'api' as const };
    const outcome = await insertSuppression(tx, { ...input, source: { ...source, key_name: actor.keyName } });
    if (outcome.created) {
      const { id, email, reason } = outcome.suppression;
      await recordAudit(tx, actor, {
        action: 'suppression.create',
        targetType: 'suppression',
        targetId: id,
        targetLabel: email,
        detail: { after: { email, reason } },
      });
    }
    return outcome;
  });
  if (!created) {
    throw new Conflict(
      `${suppression.email} is already suppressed (reason ${suppression.reason}, since ${suppression.created_at}).`,
      [{ field: 'email', message: 'is already suppressed', existing: suppression }],
    );
  }
  return { suppression };
}
