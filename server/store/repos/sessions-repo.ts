import type { Role } from '../../../src/contract';
import type { Queryable } from '../db';

export type SessionMethod = 'password' | 'oidc' | 'invitation' | 'reset';

export interface NewSession {
  id: string;
  tokenHash: string;
  csrfToken: string;
  personId: number;
  method: SessionMethod;
  expiresAt: Date;
  userAgent: string;
  ip: string;
}

export async function insertSession(db: Queryable, s: NewSession) {
  await db.query(
    `INSERT INTO sessions (id, token_hash, csrf_token, person_id, method, expires_at, user_agent, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [s.id, s.tokenHash, s.csrfToken, s.personId, s.method, s.expiresAt, s.userAgent, s.ip],
  );
}

/** A session that still counts, with its person as they are now (role and state read on every request). */
export interface LiveSession {
  id: string;
  csrf_token: string;
  method: SessionMethod;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  person_id: number;
  email: string;
  name: string;
  role: Role;
  /** For the Owner's second-factor requirement (sessionData's `must_set_up_totp`). */
  totp_enabled: boolean;
  /** This session was signed in through SSO (the provider's own factors apply, not ours). */
  sso: boolean;
  require_totp: boolean;
}

/**
 * The session a cookie's token names, if it is not revoked, not past its absolute end, not idle
 * longer than `idleMinutes`, and its person is active (not removed, not merely invited).
 */
export async function findLiveSession(db: Queryable, tokenHash: string, idleMinutes: number) {
  const [row] = await db.query<LiveSession>(
    `SELECT s.id, s.csrf_token, s.method, s.created_at, s.last_seen_at, s.expires_at,
            p.id AS person_id, p.email, p.name, p.role, p.totp_secret IS NOT NULL AS totp_enabled,
            s.method = 'oidc' AS sso,
            COALESCE((SELECT require_totp FROM sign_in_settings), false) AS require_totp
       FROM sessions s JOIN people p ON p.id = s.person_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(mins => $2::int)
        AND p.removed_at IS NULL AND p.activated_at IS NOT NULL`,
    [tokenHash, Math.ceil(idleMinutes)],
  );
  return row ?? null;
}

/** Marks a session and its person as seen now (callers do it at most once a minute, not per request). */
export async function touchSession(db: Queryable, sessionId: string, personId: number) {
  await db.query(`UPDATE sessions SET last_seen_at = now() WHERE id = $1`, [sessionId]);
  await db.query(`UPDATE people SET last_seen_at = now() WHERE id = $1`, [personId]);
}

/** Ends a session (sign-out, or the one a browser held before signing in again). */
export async function revokeSession(db: Queryable, where: { id: string } | { tokenHash: string }) {
  const [column, value] = 'id' in where ? ['id', where.id] : ['token_hash', where.tokenHash];
  await db.query(`UPDATE sessions SET revoked_at = now() WHERE ${column} = $1 AND revoked_at IS NULL`, [
    value,
  ]);
}
