import { createApiKeyBodySchema, type Permission } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import * as keysRepo from '../../store/repos/keys-repo';
import { Forbidden } from '../errors';
import { parseInput } from '../parse-input';
import { auditedKey, keyTarget, toApiKey } from './api-key';

/**
 * A new key from a create body as sent (`{name, permissions}`, parsed with the contract's schema),
 * shown once with its secret; audited without the secret. `grantorPermissions` is what the creating
 * key holds: it can grant only that.
 */
export async function createKey(
  { db }: ServiceContext,
  actor: AuditActor,
  body: unknown,
  grantorPermissions: readonly Permission[],
) {
  const input = parseInput(createApiKeyBodySchema, body);
  requireGrantable(grantorPermissions, input.permissions);
  return db.transaction(async (tx) => {
    const created = await keysRepo.createKey(tx, input.name, input.permissions);
    const key = toApiKey({ ...created, last_used_at: null });
    await recordAudit(tx, actor, {
      action: 'key.create',
      ...keyTarget(key),
      detail: { after: auditedKey(key) },
    });
    return { key, secret: created.key };
  });
}

/**
 * A key may hand out only what it holds: an admin-only key minting a `stats` or `send` key would
 * reach messages and sending it was never given.
 */
function requireGrantable(held: readonly Permission[], asked: readonly Permission[]) {
  const lacking = asked.filter((p) => !held.includes(p));
  if (!lacking.length) return;
  const named = lacking.map((p) => `"${p}"`).join(', ');
  throw new Forbidden(
    `This API key lacks the ${named} permission${lacking.length > 1 ? 's' : ''} it asks to grant; a key can grant only permissions it holds. It has: ${held.join(', ')}.`,
  );
}
