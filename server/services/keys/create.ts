import {
  createApiKeyBodySchema,
  endpoints,
  keyPowers,
  type Permission,
  type Power,
} from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import * as keysRepo from '../../store/repos/keys-repo';
import { Forbidden } from '../errors';
import { parseInput } from '../parse-input';
import { auditedKey, keyTarget, toApiKey } from './api-key';

/**
 * A new key from a create body as sent (`{name, permissions}`, parsed with the contract's schema),
 * shown once with its secret; audited without the secret. `grantor` is who creates it: a key can grant
 * only the permissions it holds, a person only a key whose powers their role has (the key names them).
 */
export async function createKey(
  { db }: ServiceContext,
  actor: AuditActor,
  body: unknown,
  grantor: readonly Permission[] | { personId: number; role: string; powers: ReadonlySet<Power> },
) {
  const input = parseInput(createApiKeyBodySchema, body);
  if ('personId' in grantor) requireWithinPowers(grantor, input.permissions);
  else requireGrantable(grantor, input.permissions);
  const createdBy = 'personId' in grantor ? grantor.personId : null;
  return db.transaction(async (tx) => {
    const created = await keysRepo.createKey(tx, input.name, input.permissions, undefined, createdBy);
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

/**
 * A person may create a key only with powers their role has: a Developer cannot mint an `admin` key
 * that would reach suppressions and the audit log their role does not.
 */
function requireWithinPowers(
  person: { role: string; powers: ReadonlySet<Power> },
  asked: readonly Permission[],
) {
  const lacking = [...keyPowers(endpoints, asked)].filter((p) => !person.powers.has(p));
  if (!lacking.length) return;
  throw new Forbidden(
    `A key with ${asked.map((p) => `"${p}"`).join(', ')} would have powers your role (${person.role}) lacks: ${lacking.join(', ')}. Choose permissions within your role.`,
  );
}
