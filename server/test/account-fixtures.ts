import type { Role } from '../../src/contract';
import { testConfig } from '../config';
import { hashPassword } from '../services/people/password';
import { totpFor } from '../services/people/second-factor';
import { startSession } from '../services/people/start-session';
import type { Queryable } from '../store/db';

/** A fixed instant in the middle of a TOTP time step, so ±1 step never crosses an edge by chance. */
export const t0 = Date.UTC(2026, 10, 29, 12, 0, 15);
export const stepMs = 30_000;

let serial = 0;

/**
 * An active person stored as sign-in leaves them: with a password (argon2id) unless `sso`, which
 * gives an OIDC subject and no password.
 */
export async function addPerson(
  db: Queryable,
  opts: { role?: Role; password?: string; sso?: boolean; email?: string } = {},
) {
  const email = opts.email ?? `person${++serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = opts.password ?? 'Correct horse battery staple 9';
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO people (email, name, role, password_hash, oidc_subject, activated_at)
     VALUES ($1, $2, $3, $4, $5, now()) RETURNING id`,
    [
      email,
      `Person ${serial}`,
      opts.role ?? 'support',
      opts.sso ? null : await hashPassword(password),
      opts.sso ? `sub-${email}` : null,
    ],
  );
  return { id: Number(row!.id), email, password, name: `Person ${serial}` };
}

/** A live session of the person, as sign-in starts one; its id is what "current" means. */
export const addSession = (db: Queryable, personId: number, userAgent = 'test browser') =>
  startSession(db, testConfig(), { personId, method: 'password', userAgent, ip: '127.0.0.1' });

/** The ids of a person's sessions not ended (revoked), in id order. */
export const unrevokedSessionIds = async (db: Queryable, personId: number) =>
  (
    await db.query<{ id: string }>(
      'SELECT id FROM sessions WHERE person_id = $1 AND revoked_at IS NULL ORDER BY id',
      [personId],
    )
  ).map((r) => r.id);

/** The code an authenticator app shows for `secret` at `at`. */
export const codeAt = (secret: string, email: string, at: number) =>
  totpFor(secret, email).generate({ timestamp: at });
