import { endpoints } from '../../src/contract';
import type { App } from '../http/app-env';
import { route } from '../http/route';
import { listAudit } from '../store/repos/audit-repo';
import type { RouteDeps } from './deps';

export function auditRoutes(app: App, deps: RouteDeps) {
  route(app, deps, endpoints.listAuditLog, ({ query }) => listAudit(deps.db, query));
}
