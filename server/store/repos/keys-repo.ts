import { createHash, randomBytes } from 'node:crypto';
import type { Permission } from '../../../src/contract';
import type { Queryable } from '../db';

export interface KeyInfo {
  id: number;
  name: string;
  key_hint: string;
  permissions: Permission[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const keyColumns = 'id, name, key_hint, permissions, created_at, last_used_at, revoked_at';

/** Keys are stored as their SHA-256: a leaked table yields no usable key. */
export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** `rd_` + 32 random bytes: 256 bits, so guessing is hopeless and hashing needs no salt or stretching. */
export const generateKey = () => `rd_${randomBytes(32).toString('base64url')}`;

export async function createKey(
  db: Queryable,
  name: string,
  permissions: Permission[],
  value = generateKey(),
  /** The person who made it through the dashboard (null: a key, the CLI or the first start). */
  createdBy: number | null = null,
) {
  const [row] = (await db.query<KeyInfo>(
    `INSERT INTO api_keys (name, key_hash, key_hint, permissions, created_by) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${keyColumns}`,
    [name, hashKey(value), value.slice(-4), permissions, createdBy],
  )) as [KeyInfo];
  return { ...row, key: value };
}

/**
 * Makes sure a key with exactly this value and this one permission exists (env bootstrap keys),
 * unless that key was revoked: a revocation is final, a restart must not undo it. Answers when it
 * was revoked (null: the key is active), so the start can say so.
 */
export async function ensureKey(db: Queryable, name: string, value: string, permission: Permission) {
  const [row] = (await db.query<{ revoked_at: Date | null }>(
    `INSERT INTO api_keys (name, key_hash, key_hint, permissions) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key_hash) DO UPDATE SET permissions =
       CASE WHEN api_keys.revoked_at IS NULL THEN EXCLUDED.permissions ELSE api_keys.permissions END
     RETURNING revoked_at`,
    [name, hashKey(value), value.slice(-4), [permission]],
  )) as [{ revoked_at: Date | null }];
  return row;
}

export const listKeys = (db: Queryable) =>
  db.query<KeyInfo>(`SELECT ${keyColumns} FROM api_keys ORDER BY id`);

export type RevokeOutcome =
  | { outcome: 'revoked'; key: KeyInfo }
  | { outcome: 'not_found' }
  | { outcome: 'already_revoked' | 'last_admin'; key: KeyInfo };

/**
 * Revokes a key unless it is the last active admin key: with none left, nobody could manage keys
 * from the dashboard again. The key rows are locked first, so two concurrent revocations of the
 * last two admin keys cannot both pass the check.
 */
export async function revokeKey(tx: Queryable, id: number): Promise<RevokeOutcome> {
  const active = await tx.query<KeyInfo>(
    `SELECT ${keyColumns} FROM api_keys WHERE revoked_at IS NULL OR id = $1 ORDER BY id FOR UPDATE`,
    [id],
  );
  const key = active.find((k) => k.id === id);
  if (!key) return { outcome: 'not_found' };
  if (key.revoked_at) return { outcome: 'already_revoked', key };
  const admins = active.filter((k) => !k.revoked_at && k.permissions.includes('admin'));
  if (key.permissions.includes('admin') && admins.length === 1) return { outcome: 'last_admin', key };
  const [revoked] = (await tx.query<KeyInfo>(
    `UPDATE api_keys SET revoked_at = now() WHERE id = $1 RETURNING ${keyColumns}`,
    [id],
  )) as [KeyInfo];
  return { outcome: 'revoked', key: revoked };
}

/** One statement for any number of keys' latest use (see http/key-usage.ts). */
export async function recordKeysUsed(db: Queryable, used: ReadonlyMap<number, Date>) {
  if (!used.size) return;
  await db.query(
    `UPDATE api_keys k SET last_used_at = GREATEST(k.last_used_at, u.at)
     FROM unnest($1::bigint[], $2::timestamptz[]) AS u(id, at) WHERE k.id = u.id`,
    [[...used.keys()], [...used.values()].map((d) => d.toISOString())],
  );
}

/** The active key with this hash (authentication). */
export const findActiveKeyByHash = async (db: Queryable, hash: string) =>
  (
    await db.query<{ id: number; name: string; key_hash: string; permissions: Permission[] }>(
      'SELECT id, name, key_hash, permissions FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL',
      [hash],
    )
  )[0];

export const countActiveAdminKeys = async (db: Queryable) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM api_keys WHERE revoked_at IS NULL AND 'admin' = ANY(permissions)`,
    )
  )[0]?.n ?? 0;

export const countKeys = async (db: Queryable) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_keys'))[0]?.n ?? 0;
