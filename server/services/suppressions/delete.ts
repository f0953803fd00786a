import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { removeRowsKept } from '../../store/repos/suppression-removals';
import { NotFound } from '../errors';

/**
 * Lifts suppression `id`. The row is kept, unchanged, under a removal (`removal_id`, an extension of
 * the answer) until Undo restores it exactly or the removal is pruned; the trail keeps the address,
 * reason and since when it stood.
 */
export async function deleteSuppression({ db }: ServiceContext, actor: AuditActor, id: number) {
  return db.transaction(async (tx) => {
    const { removalId, removed } = await removeRowsKept(tx, [id], actor.keyName);
    const [row] = removed;
    if (!row || !removalId) throw new NotFound(`Suppression ${id}`);
    await recordAudit(tx, actor, {
      action: 'suppression.delete',
      targetType: 'suppression',
      targetId: id,
      targetLabel: row.email,
      detail: {
        before: { email: row.email, reason: row.reason, created_at: row.created_at },
        removal_id: removalId,
      },
    });
    return { suppression: row, removal_id: removalId };
  });
}
