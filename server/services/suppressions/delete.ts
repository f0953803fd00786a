import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { deleteSuppression as removeRow } from '../../store/repos/suppressions-repo';
import { NotFound } from '../errors';

/** Lifts suppression `id`; the trail keeps the address, reason and since when it stood. */
export async function deleteSuppression({ db }: ServiceContext, actor: AuditActor, id: number) {
  return db.transaction(async (tx) => {
    const removed = await removeRow(tx, id);
    if (!removed) throw new NotFound(`Suppression ${id}`);
    await recordAudit(tx, actor, {
      action: 'suppression.delete',
      targetType: 'suppression',
      targetId: id,
      detail: { before: { email: removed.email, reason: removed.reason, created_at: removed.created_at } },
    });
    return { suppression: removed };
  });
}
