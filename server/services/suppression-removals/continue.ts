import { removalStepBodySchema } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import {
  findRemoval,
  lockRemoval,
  planRemoval,
  removeNextRows,
} from '../../store/repos/suppression-removals';
import { Conflict, NotFound } from '../errors';
import { parseInput } from '../parse-input';
import { finished } from './finished';
import { removalLabel } from './removal-label';

/**
 * Removes the next `limit` rows of removal `id` (a step body as sent: `{limit}`, 5,000 when left out);
 * refused once the removal has been undone.
 */
export async function continueRemoval({ db }: ServiceContext, actor: AuditActor, id: string, body: unknown) {
  const { limit } = parseInput(removalStepBodySchema, body);
  // The filter never changes: its plan is made before the step's transaction (planRemoval).
  const known = await findRemoval(db, id);
  if (!known) throw new NotFound(`Removal ${id}`);
  const search = await planRemoval(db, known.q, known.reason, limit, {
    bounce_class: known.bounce_class,
    bounce_side: known.bounce_side,
  });
  return db.transaction(async (tx) => {
    const removal = await lockRemoval(tx, id);
    if (!removal) throw new NotFound(`Removal ${id}`);
    if (removal.state === 'restoring' || removal.state === 'restored') {
      throw new Conflict('This removal has been undone; start a new one.');
    }
    if (removal.state === 'removed') return finished(removal);
    const step = await removeNextRows(tx, removal, limit, search);
    if (step.moved) {
      // One entry per step: a removal of 100,000 rows is a few dozen entries, not 100,000.
      await recordAudit(tx, actor, {
        action: 'suppression.remove_matching',
        targetType: 'suppression',
        targetId: removal.id,
        targetLabel: removalLabel(removal),
        detail: {
          q: removal.q,
          reason: removal.reason,
          ...(removal.bounce_class ? { bounce_class: removal.bounce_class } : {}),
          ...(removal.bounce_side ? { bounce_side: removal.bounce_side } : {}),
          removed: step.moved,
        },
      });
    }
    return step;
  });
}
