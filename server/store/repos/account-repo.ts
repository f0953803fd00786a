import type { SessionInfo } from '../../../src/contract';
import type { Queryable } from '../db';

/** What one's own account changes read first: held with a row lock until the transaction ends. */
export async function lockAccount(db: Queryable, personId: number) {
  const [row] = await db.query<{
    email: string;
    password_hash: string | null;
    totp_secret: string | null;
    totp_pending: string | null;
    sso: boolean;
  }>(
    `SELECT email, password_hash, totp_secret, totp_pending, oidc_subject IS NOT NULL AS sso
       FROM people WHERE id = $1 AND removed_at IS NULL FOR UPDATE`,
    [personId],
  );
  return row ?? null;
}

export async function setPendingTotp(db: Queryable, personId: number, secret: string) {
  await db.query(`UPDATE people SET totp_pending = $2 WHERE id = $1`, [personId, secret]);
}

/** The pending secret comes into force; `step` (the confirming code's) is spent with it. */
export async function confirmPendingTotp(db: Queryable, personId: number, step: number) {
  await db.query(
    `UPDATE people SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = $2 WHERE id = $1`,
    [personId, step],
  );
}

/** No second factor at all: secret, pending secret, last step and recovery codes go. */
export async function clearTotp(db: Queryable, personId: number) {
  await db.query(
    `UPDATE people SET totp_secret = NULL, totp_pending = NULL, totp_last_step = NULL WHERE id = $1`,
    [personId],
  );
  await db.query(`DELETE FROM recovery_codes WHERE person_id = $1`, [personId]);
}

/** The person's recovery codes become exactly these (hashes); the old ones stop working. */
export async function replaceRecoveryCodes(db: Queryable, personId: number, codeHashes: string[]) {
  await db.query(`DELETE FROM recovery_codes WHERE person_id = $1`, [personId]);
  await db.query(`INSERT INTO recovery_codes (person_id, code_hash) SELECT $1, unnest($2::text[])`, [
    personId,
    codeHashes,
  ]);
}

/**
 * Wrong passwords and codes entered on a person's account page, kept with the sign-in failures (in
 * the database: every process counts the same ones) under a scope of their own.
 */
const proofScope = (personId: number) => `proof:${personId}`;

export async function countProofFailures(db: Queryable, personId: number, windowMinutes: number) {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sign_in_failures
      WHERE scope = $1 AND at >= now() - make_interval(mins => $2::int)`,
    [proofScope(personId), windowMinutes],
  );
  return row?.n ?? 0;
}

export async function recordProofFailure(db: Queryable, personId: number) {
  await db.query(`INSERT INTO sign_in_failures (scope) VALUES ($1)`, [proofScope(personId)]);
}

export async function clearProofFailures(db: Queryable, personId: number) {
  await db.query(`DELETE FROM sign_in_failures WHERE scope = $1`, [proofScope(personId)]);
}

/** Sets a new password hash only if the stored one is still `before` (no change raced this one). */
export async function replacePasswordHash(db: Queryable, personId: number, before: string, after: string) {
  const rows = await db.query(
    `UPDATE people SET password_hash = $3 WHERE id = $1 AND password_hash = $2 RETURNING id`,
    [personId, before, after],
  );
  return rows.length === 1;
}

/** Spends the person's unused password-reset links: a link asked for before a change must not undo it. */
export async function spendPasswordResets(db: Queryable, personId: number) {
  await db.query(`UPDATE password_resets SET used_at = now() WHERE person_id = $1 AND used_at IS NULL`, [
    personId,
  ]);
}

/** A person's sessions that still count (not revoked, not past either end), the latest used first. */
export async function listLiveSessions(db: Queryable, personId: number, idleMinutes: number) {
  return db.query<
    Omit<SessionInfo, 'current' | 'created_at' | 'last_seen_at'> & {
      created_at: Date;
      last_seen_at: Date;
    }
  >(
    `SELECT id, created_at, last_seen_at, user_agent, ip, method
       FROM sessions
      WHERE person_id = $1 AND revoked_at IS NULL AND expires_at > now()
        AND last_seen_at > now() - make_interval(mins => $2::int)
      ORDER BY last_seen_at DESC, id`,
    [personId, Math.ceil(idleMinutes)],
  );
}

/**
 * Ends a person's sessions: one (`only`), or all but one (`except`), or all. Answers how many
 * ended. A session is ended by marking it; the cookie's next request finds nothing live.
 */
export async function revokeSessions(
  db: Queryable,
  personId: number,
  which: { only?: string; except?: string } = {},
) {
  const rows = await db.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE person_id = $1 AND revoked_at IS NULL
        AND ($2::uuid IS NULL OR id = $2::uuid) AND ($3::uuid IS NULL OR id <> $3::uuid)
      RETURNING id`,
    [personId, which.only ?? null, which.except ?? null],
  );
  return rows.length;
}
