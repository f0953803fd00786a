import type { DkimRole } from '../../../src/contract/domains';
import type { Queryable } from '../db';

/** A published DKIM key. The private key is not among the columns read: it is never read back. */
export interface DkimKeyRow {
  id: number;
  selector: string;
  role: DkimRole;
  public_key: string;
  created_at: Date;
}

/** The keys still published (active, next, retiring). */
export const publishedKeys = (db: Queryable, domainId: number) =>
  db.query<DkimKeyRow>(
    `SELECT id, selector, role, public_key, created_at FROM dkim_keys
     WHERE domain_id = $1 AND retired_at IS NULL ORDER BY id`,
    [domainId],
  );

/** Every selector the domain ever had, retired too: a new one never reuses them. */
export async function takenSelectors(db: Queryable, domainId: number) {
  const rows = await db.query<{ selector: string }>('SELECT selector FROM dkim_keys WHERE domain_id = $1', [
    domainId,
  ]);
  return rows.map((r) => r.selector);
}

export interface NewDkimKey {
  selector: string;
  role: DkimRole;
  publicKey: string;
  privateKey: string;
  at: Date;
}

/**
 * Stores a new key; false when the domain already has a published key in that role (another writer
 * got there first: the unique index on role decides).
 */
export async function insertDkimKey(tx: Queryable, domainId: number, key: NewDkimKey) {
  const rows = await tx.query(
    `INSERT INTO dkim_keys (domain_id, selector, role, public_key, private_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
    [domainId, key.selector, key.role, key.publicKey, key.privateKey, key.at],
  );
  return rows.length > 0;
}

/** The switch: the active key becomes the retiring one, the next one signs (the caller found no retiring key). */
export async function switchDkimKeys(tx: Queryable, domainId: number) {
  // Two statements: the unique role index is checked row by row, so one swapping both would collide.
  for (const [from, to] of [
    ['active', 'retiring'],
    ['next', 'active'],
  ])
    await tx.query(
      `UPDATE dkim_keys SET role = $3 WHERE domain_id = $1 AND retired_at IS NULL AND role = $2`,
      [domainId, from, to],
    );
}

/** Retires the retiring key: its private key is erased and it leaves the published records. */
export async function retireDkimKey(tx: Queryable, domainId: number, at: Date) {
  await tx.query(
    `UPDATE dkim_keys SET retired_at = $2, private_key = NULL
     WHERE domain_id = $1 AND retired_at IS NULL AND role = 'retiring'`,
    [domainId, at],
  );
}
