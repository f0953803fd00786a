import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { lockRemoval, restoreNextRows } from '../../store/repos/suppression-removals';
import { NotFound } from '../errors';
import { finished } from './finished';

/** Puts back the next `limit` rows removal `id` took away (undo), one audit entry per step. */
export async function restoreRemoval({ db }: ServiceContext, actor: AuditActor, id: string, limit: number) {
  return db.transaction(async (tx) => {
    const removal = await lockRemoval(tx, id);
    if (!removal) throw new NotFound(`Removal ${id}`);
    if (removal.state === 'restored') return finished(removal);
    const step = await restoreNextRows(tx, removal, limit);
    if (step.moved) {
      await recordAudit(tx, actor, {
        action: 'suppression.restore',
        targetType: 'suppression',
        targetId: removal.id,
        detail: { restored: step.moved },
      });
    }
    return step;
  });
}
