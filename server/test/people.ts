import type { Role } from '../../src/contract';
import { csrfHeaderName, sessionCookieName } from '../../src/contract';
import type { Config } from '../config';
import { hashPassword } from '../services/people/password';
import { startSession } from '../services/people/start-session';
import type { Queryable } from '../store/db';
import type { AuditActor } from '../store/repos/audit-repo';

/** A good password for tests (long, uncommon, free of any test address). */
export const goodPassword = 'violet-harbour-lantern-42';

/** A person written straight to the store: active with a password unless told otherwise. */
export async function addPerson(
  db: Queryable,
  p: { email: string; role: Role; name?: string; password?: string | null; active?: boolean },
) {
  const password = p.password === undefined ? goodPassword : p.password;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO people (email, name, role, password_hash, activated_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $5 THEN now() END) RETURNING id`,
    [
      p.email,
      p.name ?? p.email.split('@')[0],
      p.role,
      password ? await hashPassword(password) : null,
      p.active ?? true,
    ],
  );
  const id = Number(row!.id);
  return { id, email: p.email, name: p.name ?? p.email.split('@')[0]!, role: p.role };
}

/** The audit actor a person's request carries (as route.ts builds it for a signed-in person). */
export const personActor = (p: { id: number; name: string }): AuditActor => ({
  keyId: null,
  keyName: null,
  requestId: 'req-person-test',
  personId: p.id,
  personName: p.name,
});

/**
 * Signs a person in without the sign-in page: a real session in the store, and the headers a browser
 * of the same origin sends with it (the cookie, the CSRF token, the Origin).
 */
export async function sessionHeaders(
  db: Queryable,
  config: Pick<Config, 'SESSION_ABSOLUTE_MIN'>,
  personId: number,
  origin: string,
) {
  const s = await startSession(db, config, {
    personId,
    method: 'password',
    userAgent: 'test',
    ip: '127.0.0.1',
  });
  return { cookie: `${sessionCookieName}=${s.token}`, [csrfHeaderName]: s.csrfToken, origin };
}
