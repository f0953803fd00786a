import { endpoints } from '../../src/contract';
import type { App } from '../http/app-env';
import { route } from '../http/route';
import { complianceChecklist } from '../services/compliance/checklist';
import type { RouteDeps } from './deps';

export function complianceRoutes(app: App, deps: RouteDeps) {
  route(app, deps, endpoints.getCompliance, ({ query }) => complianceChecklist(deps, query.domain_id));
}
