import { endpoints } from '../../src/contract';
import { ApiError, invalid, notFound } from '../http/api-error';
import type { App } from '../http/app-env';
import { route } from '../http/route';
import { recordAudit } from '../store/repos/audit-repo';
import {
  createRemoval,
  findRemoval,
  lockRemoval,
  planRemoval,
  removalReasons,
  removeNextRows,
  restoreNextRows,
  toRemoval,
  type RemovalRow,
} from '../store/repos/suppression-removals';
import type { RouteDeps } from './deps';

/** Removing a whole filter in steps, and undoing it (src/contract/suppression-removals.ts). */
export function suppressionRemovalRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;

  route(app, deps, endpoints.createSuppressionRemoval, async ({ body, actor }) => {
    const reasons = removalReasons(body.reason, body.include_complaints);
    if (!reasons.length) {
      throw invalid('include_complaints must be true to remove complaints.', [
        { field: 'include_complaints', message: 'must be true to remove complaints' },
      ]);
    }
    const search = await planRemoval(db, body.q || null, reasons);
    const removal = await db.transaction((tx) =>
      createRemoval(tx, {
        q: body.q || undefined,
        search,
        reasons,
        includeComplaints: body.include_complaints,
        keyName: actor.keyName,
      }),
    );
    return { removal };
  });

  route(app, deps, endpoints.getSuppressionRemoval, async ({ params }) => {
    const removal = await findRemoval(db, params.id);
    if (!removal) throw notFound(`Removal ${params.id}`);
    return { removal };
  });

  route(app, deps, endpoints.continueSuppressionRemoval, async ({ params, body, actor }) => {
    const limit = body?.limit ?? 5000;
    // The filter never changes: its plan is made before the step's transaction (planRemoval).
    const known = await findRemoval(db, params.id);
    if (!known) throw notFound(`Removal ${params.id}`);
    const search = await planRemoval(db, known.q, known.reason, limit);
    return db.transaction(async (tx) => {
      const removal = await lockRemoval(tx, params.id);
      if (!removal) throw notFound(`Removal ${params.id}`);
      if (removal.state === 'restoring' || removal.state === 'restored') {
        throw new ApiError(409, 'conflict', 'This removal has been undone; start a new one.');
      }
      if (removal.state === 'removed') return finished(removal);
      const step = await removeNextRows(tx, removal, limit, search);
      if (step.moved) {
        // One entry per step: a removal of 100,000 rows is a few dozen entries, not 100,000.
        await recordAudit(tx, actor, {
          action: 'suppression.remove_matching',
          targetType: 'suppression',
          targetId: removal.id,
          detail: { q: removal.q, reason: removal.reasons, removed: step.moved },
        });
      }
      return step;
    });
  });

  route(app, deps, endpoints.restoreSuppressionRemoval, ({ params, body, actor }) =>
    db.transaction(async (tx) => {
      const removal = await lockRemoval(tx, params.id);
      if (!removal) throw notFound(`Removal ${params.id}`);
      if (removal.state === 'restored') return finished(removal);
      const step = await restoreNextRows(tx, removal, body?.limit ?? 5000);
      if (step.moved) {
        await recordAudit(tx, actor, {
          action: 'suppression.restore',
          targetType: 'suppression',
          targetId: removal.id,
          detail: { restored: step.moved },
        });
      }
      return step;
    }),
  );
}

/** A step asked of a removal with nothing left to do: the locked row as it stands. */
const finished = (removal: RemovalRow) => ({ removal: toRemoval(removal), moved: 0, done: true });
