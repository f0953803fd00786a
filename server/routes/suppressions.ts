import { endpoints } from '../../src/contract';
import { ApiError, notFound } from '../http/api-error';
import type { App } from '../http/app-env';
import { route } from '../http/route';
import { pathId } from '../http/validate';
import { batchInsertSuppressions } from '../store/repos/batch-suppressions';
import { deleteSuppression, insertSuppression, listSuppressions } from '../store/repos/suppressions-repo';
import type { RouteDeps } from './deps';

export function suppressionRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;

  route(app, deps, endpoints.listSuppressions, ({ query }) => listSuppressions(db, query));

  route(app, deps, endpoints.createSuppression, async ({ body }) => {
    const { created, suppression } = await insertSuppression(db, body);
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

  route(app, deps, endpoints.batchSuppressions, async ({ body }) => {
    const results = await db.transaction((tx) => batchInsertSuppressions(tx, body.items));
    const count = (kind: string) => results.filter((r) => r.result === kind).length;
    return { results, created: count('created'), exists: count('exists'), invalid: count('invalid') };
  });

  route(app, deps, endpoints.deleteSuppression, async ({ params }) => {
    const id = pathId(params);
    const suppression = await deleteSuppression(db, id);
    if (!suppression) throw notFound(`Suppression ${id}`);
    return { suppression };
  });
}
