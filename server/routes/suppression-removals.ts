import { endpoints } from '../../src/contract';
import { notFound } from '../http/api-error';
import type { App } from '../http/app-env';
import { route, routeToService } from '../http/route';
import { continueRemoval } from '../services/suppression-removals/continue';
import { restoreRemoval } from '../services/suppression-removals/restore';
import { startRemoval } from '../services/suppression-removals/start';
import { findRemoval } from '../store/repos/suppression-removals';
import type { RouteDeps } from './deps';

/** Removing a whole filter in steps, and undoing it (src/contract/suppression-removals.ts). */
export function suppressionRemovalRoutes(app: App, deps: RouteDeps) {
  routeToService(app, deps, endpoints.createSuppressionRemoval, ({ body, actor }) =>
    startRemoval(deps, actor, body),
  );

  route(app, deps, endpoints.getSuppressionRemoval, async ({ params }) => {
    const removal = await findRemoval(deps.db, params.id);
    if (!removal) throw notFound(`Removal ${params.id}`);
    return { removal };
  });

  routeToService(app, deps, endpoints.continueSuppressionRemoval, ({ params, body, actor }) =>
    continueRemoval(deps, actor, params.id, body),
  );

  routeToService(app, deps, endpoints.restoreSuppressionRemoval, ({ params, body, actor }) =>
    restoreRemoval(deps, actor, params.id, body),
  );
}
