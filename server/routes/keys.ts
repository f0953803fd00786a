import { endpoints } from '../../src/contract';
import type { App } from '../http/app-env';
import { ApiError } from '../http/api-error';
import { route, routeToService } from '../http/route';
import { toApiKey } from '../services/keys/api-key';
import { createKey } from '../services/keys/create';
import { revokeKey } from '../services/keys/revoke';
import { listKeys } from '../store/repos/keys-repo';
import type { RouteDeps } from './deps';

/** Key management for admins: the same repository the `keys` CLI uses. */
export function keyRoutes(app: App, deps: RouteDeps) {
  route(app, deps, endpoints.currentKey, async ({ principal }) => {
    if (principal.keyId === null) {
      throw new ApiError(
        409,
        'conflict',
        'This request is signed in as a person, not with an API key: GET /session says who is signed in.',
      );
    }
    return {
      key: { id: principal.keyId, name: principal.keyName!, permissions: principal.permissions },
      retention_days: deps.config.RETENTION_DAYS,
    };
  });

  route(app, deps, endpoints.listKeys, async ({ principal }) => ({
    keys: (await listKeys(deps.db)).map(toApiKey),
    ...(principal.keyId === null ? {} : { current_key_id: principal.keyId }),
  }));

  routeToService(app, deps, endpoints.createKey, ({ body, principal, actor }) =>
    createKey(
      deps,
      actor,
      body,
      principal.person
        ? { personId: principal.person.id, role: principal.person.role, powers: principal.powers }
        : principal.permissions,
    ),
  );

  route(app, deps, endpoints.revokeKey, ({ params, actor }) => revokeKey(deps, actor, params.id));
}
