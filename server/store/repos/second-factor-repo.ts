import type { Queryable } from '../db';

export async function readTotp(db: Queryable, personId: number) {
  const [row] = await db.query<{ totp_secret: string | null; totp_last_step: string | null }>(
    `SELECT totp_secret, totp_last_step FROM people WHERE id = $1 FOR UPDATE`,
    [personId],
  );
  return row
    ? { secret: row.totp_secret, lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step) }
    : null;
}

/**
 * Records a TOTP time step as used, only if it is later than the last one used: two requests racing
 * with the same code cannot both win (the row lock above and this condition).
 */
export async function useTotpStep(db: Queryable, personId: number, step: number) {
  const rows = await db.query(
    `UPDATE people SET totp_last_step = $2
      WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
    [personId, step],
  );
  return rows.length === 1;
}

/** Marks an unused recovery code used; true when it was there and unused. */
export async function useRecoveryCode(db: Queryable, personId: number, codeHash: string) {
  const rows = await db.query(
    `UPDATE recovery_codes SET used_at = now()
      WHERE person_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING person_id`,
    [personId, codeHash],
  );
  return rows.length === 1;
}
