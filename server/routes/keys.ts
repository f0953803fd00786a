import { endpoints } from '../../src/contract';
import type { App } from '../http/app-env';
import { route, routeToService } from '../http/route';
import { toApiKey } from '../services/keys/api-key';
import { createKey } from '../services/keys/create';
import { revokeKey } from '../services/keys/revoke';
import { listKeys } from '../store/repos/keys-repo';
import type { RouteDeps } from './deps';

/** Key management for admins: the same repository the `keys` CLI uses. */
export function keyRoutes(app: App, deps: RouteDeps) {
  route(app, deps, endpoints.currentKey, async ({ principal }) => ({
    key: { id: principal.keyId, name: principal.keyName, permissions: principal.permissions },
    retention_days: deps.config.RETENTION_DAYS,
  }));

  route(app, deps, endpoints.listKeys, async ({ principal }) => ({
    keys: (await listKeys(deps.db)).map(toApiKey),
    current_key_id: principal.keyId,
  }));

  routeToService(app, deps, endpoints.createKey, ({ body, principal, actor }) =>
    createKey(deps, actor, body, principal.permissions),
  );

  route(app, deps, endpoints.revokeKey, ({ params, actor }) => revokeKey(deps, actor, params.id));
}
