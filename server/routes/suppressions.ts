import { endpoints } from '../../src/contract';
import { ApiError, notFound } from '../http/api-error';
import type { App } from '../http/app-env';
import { route } from '../http/route';
import { recordAudit } from '../store/repos/audit-repo';
import { batchInsertSuppressions } from '../store/repos/batch-suppressions';
import { deleteSuppression, insertSuppression, listSuppressions } from '../store/repos/suppressions-repo';
import type { RouteDeps } from './deps';

export function suppressionRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;

  route(app, deps, endpoints.listSuppressions, ({ query }) => listSuppressions(db, query));

  route(app, deps, endpoints.createSuppression, async ({ body, actor }) => {
    const { created, suppression } = await db.transaction(async (tx) => {
      const outcome = await insertSuppression(tx, body);
      if (outcome.created) {
        const { id, email, reason } = outcome.suppression;
        await recordAudit(tx, actor, {
          action: 'suppression.create',
          targetType: 'suppression',
          targetId: id,
          detail: { after: { email, reason } },
        });
      }
      return outcome;
    });
    if (!created) {
      throw new ApiError(
        409,
        'conflict',
        `${suppression.email} is already suppressed (reason ${suppression.reason}, since ${suppression.created_at}).`,
        [{ field: 'email', message: 'is already suppressed', existing: suppression }],
      );
    }
    return { suppression };
  });

  route(app, deps, endpoints.batchSuppressions, async ({ body, actor }) =>
    db.transaction(async (tx) => {
      const results = await batchInsertSuppressions(tx, body.items);
      const count = (kind: string) => results.filter((r) => r.result === kind).length;
      const counts = { created: count('created'), exists: count('exists'), invalid: count('invalid') };
      // One entry per batch (an import sends many): the counts, not every address.
      await recordAudit(tx, actor, {
        action: 'suppression.batch',
        targetType: 'suppression',
        targetId: 'batch',
        detail: { items: body.items.length, ...counts },
      });
      return { results, ...counts };
    }),
  );

  route(app, deps, endpoints.deleteSuppression, async ({ params, actor }) => {
    const { id } = params;
    const suppression = await db.transaction(async (tx) => {
      const removed = await deleteSuppression(tx, id);
      if (removed) {
        await recordAudit(tx, actor, {
          action: 'suppression.delete',
          targetType: 'suppression',
          targetId: id,
          detail: {
            before: { email: removed.email, reason: removed.reason, created_at: removed.created_at },
          },
        });
      }
      return removed;
    });
    if (!suppression) throw notFound(`Suppression ${id}`);
    return { suppression };
  });
}
