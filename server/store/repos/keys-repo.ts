import { randomBytes } from 'node:crypto';
import type { Permission } from '../../../src/contract';
import { hashKey } from '../../http/auth';
import type { Queryable } from '../db';

export interface KeyInfo {
  id: number;
  name: string;
  key_hint: string;
  permissions: Permission[];
  created_at: Date;
  revoked_at: Date | null;
}

/** `rd_` + 32 random bytes: 256 bits, so guessing is hopeless and hashing needs no salt or stretching. */
export const generateKey = () => `rd_${randomBytes(32).toString('base64url')}`;

export async function createKey(
  db: Queryable,
  name: string,
  permissions: Permission[],
  value = generateKey(),
) {
  const [row] = (await db.query<KeyInfo>(
    `INSERT INTO api_keys (name, key_hash, key_hint, permissions) VALUES ($1, $2, $3, $4)
     RETURNING id, name, key_hint, permissions, created_at, revoked_at`,
    [name, hashKey(value), value.slice(-4), permissions],
  )) as [KeyInfo];
  return { ...row, key: value };
}

/** Makes sure a key with exactly this value and this one permission exists (env bootstrap keys). */
export async function ensureKey(db: Queryable, name: string, value: string, permission: Permission) {
  await db.query(
    `INSERT INTO api_keys (name, key_hash, key_hint, permissions) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key_hash) DO UPDATE SET permissions = EXCLUDED.permissions, revoked_at = NULL`,
    [name, hashKey(value), value.slice(-4), [permission]],
  );
}

export const listKeys = (db: Queryable) =>
  db.query<KeyInfo>(
    'SELECT id, name, key_hint, permissions, created_at, revoked_at FROM api_keys ORDER BY id',
  );

export async function revokeKey(db: Queryable, id: number) {
  const rows = await db.query(
    'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [id],
  );
  return rows.length > 0;
}

export const countKeys = async (db: Queryable) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_keys'))[0]?.n ?? 0;
