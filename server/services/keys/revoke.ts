import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import * as keysRepo from '../../store/repos/keys-repo';
import { Conflict, NotFound } from '../errors';
import { auditedKey, keyTarget, toApiKey } from './api-key';

/** Revokes key `id`; never the caller's own key, nor the last active admin key. */
export async function revokeKey({ db }: ServiceContext, actor: AuditActor, id: number) {
  if (id === actor.keyId) {
    throw new Conflict('A key cannot revoke itself; sign in with another admin key to revoke this one.');
  }
  return db.transaction(async (tx) => {
    const result = await keysRepo.revokeKey(tx, id);
    if (result.outcome === 'not_found') throw new NotFound(`Key ${id}`);
    if (result.outcome === 'already_revoked') throw new Conflict(`Key ${id} is already revoked.`);
    if (result.outcome === 'last_admin') {
      throw new Conflict(
        `Key ${id} is the last active admin key; create another admin key before revoking it.`,
      );
    }
    const key = toApiKey(result.key);
    await recordAudit(tx, actor, {
      action: 'key.revoke',
      ...keyTarget(key),
      detail: { before: auditedKey(key) },
    });
    return { key };
  });
}
