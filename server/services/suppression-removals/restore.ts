import { removalStepBodySchema } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { lockRemoval, restoreNextRows } from '../../store/repos/suppression-removals';
import { NotFound } from '../errors';
import { parseInput } from '../parse-input';
import { finished } from './finished';
import { removalLabel } from './removal-label';

/**
 * Puts back the next `limit` rows removal `id` took away (undo; a step body as sent, as in
 * continue.ts). A whole filter's step is one audit entry with the count; rows removed by id (a
 * DELETE) each get their own, on the row, so the address's history tells the removal and its undo.
 */
export async function restoreRemoval({ db }: ServiceContext, actor: AuditActor, id: string, body: unknown) {
  const { limit } = parseInput(removalStepBodySchema, body);
  return db.transaction(async (tx) => {
    const removal = await lockRemoval(tx, id);
    if (!removal) throw new NotFound(`Removal ${id}`);
    if (removal.state === 'restored') return finished(removal);
    const { put, ...step } = await restoreNextRows(tx, removal, limit);
    if (removal.kind === 'rows') {
      for (const row of put) {
        await recordAudit(tx, actor, {
          action: 'suppression.restore',
          targetType: 'suppression',
          targetId: row.id,
          targetLabel: row.email,
          detail: { after: { email: row.email, reason: row.reason }, removal_id: removal.id, undo: true },
        });
      }
    } else if (step.moved) {
      await recordAudit(tx, actor, {
        action: 'suppression.restore',
        targetType: 'suppression',
        targetId: removal.id,
        targetLabel: removalLabel(removal),
        detail: { restored: step.moved, undo: true },
      });
    }
    return step;
  });
}
