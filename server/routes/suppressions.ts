import { endpoints } from '../../src/contract';
import type { App } from '../http/app-env';
import { route, routeToService } from '../http/route';
import { batchSuppressions } from '../services/suppressions/batch';
import { createSuppression } from '../services/suppressions/create';
import { deleteSuppression } from '../services/suppressions/delete';
import { listSuppressions } from '../store/repos/suppressions-repo';
import type { RouteDeps } from './deps';

export function suppressionRoutes(app: App, deps: RouteDeps) {
  route(app, deps, endpoints.listSuppressions, ({ query }) => listSuppressions(deps.db, query));

  routeToService(app, deps, endpoints.createSuppression, ({ body, actor }) =>
    createSuppression(deps, actor, body),
  );

  routeToService(app, deps, endpoints.batchSuppressions, ({ body, actor }) =>
    batchSuppressions(deps, actor, body),
  );

  route(app, deps, endpoints.deleteSuppression, ({ params, actor }) =>
    deleteSuppression(deps, actor, params.id),
  );
}
