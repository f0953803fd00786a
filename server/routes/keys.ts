import { endpoints, type ApiKey } from '../../src/contract';
import { ApiError, notFound } from '../http/api-error';
import type { App } from '../http/app-env';
import { requireGrantable } from '../http/auth';
import { route } from '../http/route';
import { recordAudit } from '../store/repos/audit-repo';
import { createKey, listKeys, revokeKey, type KeyInfo } from '../store/repos/keys-repo';
import type { RouteDeps } from './deps';

const toApiKey = (k: KeyInfo): ApiKey => ({
  id: k.id,
  name: k.name,
  key_hint: k.key_hint,
  permissions: k.permissions,
  created_at: k.created_at.toISOString(),
  last_used_at: k.last_used_at?.toISOString() ?? null,
  revoked_at: k.revoked_at?.toISOString() ?? null,
});

const conflict = (message: string) => new ApiError(409, 'conflict', message);

/** Key management for admins: the same repository the `keys` CLI uses. */
export function keyRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;

  route(app, deps, endpoints.currentKey, async ({ principal }) => ({
    key: { id: principal.keyId, name: principal.keyName, permissions: principal.permissions },
    retention_days: deps.config.RETENTION_DAYS,
  }));

  route(app, deps, endpoints.listKeys, async ({ principal }) => ({
    keys: (await listKeys(db)).map(toApiKey),
    current_key_id: principal.keyId,
  }));

  route(app, deps, endpoints.createKey, async ({ body, principal, actor }) => {
    requireGrantable(principal, body.permissions);
    return db.transaction(async (tx) => {
      const created = await createKey(tx, body.name, body.permissions);
      const key = toApiKey({ ...created, last_used_at: null });
      await recordAudit(tx, actor, {
        action: 'key.create',
        targetType: 'key',
        targetId: key.id,
        detail: { after: { name: key.name, permissions: key.permissions, key_hint: key.key_hint } },
      });
      return { key, secret: created.key };
    });
  });

  route(app, deps, endpoints.revokeKey, async ({ params, principal, actor }) => {
    const { id } = params;
    if (id === principal.keyId) {
      throw conflict('A key cannot revoke itself; sign in with another admin key to revoke this one.');
    }
    return db.transaction(async (tx) => {
      const result = await revokeKey(tx, id);
      if (result.outcome === 'not_found') throw notFound(`Key ${id}`);
      if (result.outcome === 'already_revoked') throw conflict(`Key ${id} is already revoked.`);
      if (result.outcome === 'last_admin') {
        throw conflict(
          `Key ${id} is the last active admin key; create another admin key before revoking it.`,
        );
      }
      const key = toApiKey(result.key);
      await recordAudit(tx, actor, {
        action: 'key.revoke',
        targetType: 'key',
        targetId: id,
        detail: { before: { name: key.name, permissions: key.permissions, key_hint: key.key_hint } },
      });
      return { key };
    });
  });
}
