import type { Queryable } from '../db';

export async function insertReset(
  tx: Queryable,
  r: { tokenHash: string; personId: number; expiresAt: Date },
) {
  await tx.query(`INSERT INTO password_resets (token_hash, person_id, expires_at) VALUES ($1, $2, $3)`, [
    r.tokenHash,
    r.personId,
    r.expiresAt,
  ]);
}

/** Links sent to a person since `since`: the per-address limit, counted where every process sees it. */
export async function countResetsSince(tx: Queryable, personId: number, since: Date) {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM password_resets WHERE person_id = $1 AND created_at > $2`,
    [personId, since],
  );
  return row!.n;
}

const usable = `r.used_at IS NULL AND r.expires_at > now()
  AND p.removed_at IS NULL AND p.activated_at IS NOT NULL AND p.password_hash IS NOT NULL`;

/** The person an unused, unexpired link is for (still active, still with a password), or null. */
export async function findUsableReset(db: Queryable, tokenHash: string) {
  const [row] = await db.query<{ person_id: number; email: string }>(
    `SELECT r.person_id, p.email FROM password_resets r JOIN people p ON p.id = r.person_id
      WHERE r.token_hash = $1 AND ${usable}`,
    [tokenHash],
  );
  return row ? { personId: Number(row.person_id), email: row.email } : null;
}

/**
 * Spends the link if it is still usable, and every other open link of the same person with it (the
 * password they were for has changed). True for the one request that spent it.
 */
export async function claimReset(tx: Queryable, tokenHash: string, personId: number) {
  const rows = await tx.query(
    `UPDATE password_resets r SET used_at = now() FROM people p
      WHERE r.token_hash = $1 AND r.person_id = $2 AND p.id = r.person_id AND ${usable} RETURNING r.token_hash`,
    [tokenHash, personId],
  );
  if (rows.length !== 1) return false;
  await tx.query(`UPDATE password_resets SET used_at = now() WHERE person_id = $1 AND used_at IS NULL`, [
    personId,
  ]);
  return true;
}
