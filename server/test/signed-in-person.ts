import { csrfHeaderName, sessionCookieName, type Role } from '../../src/contract';
import type { Config } from '../config';
import { hashPassword } from '../services/people/password';
import { startSession } from '../services/people/start-session';
import type { Queryable } from '../store/db';

/**
 * People and their sessions for tests, written straight into the store (the people endpoints are
 * not needed to test what a signed-in person may do), and requests made as a browser would make them.
 */
export async function addPerson(
  db: Queryable,
  p: { email: string; role: Role; name?: string; password?: string; totpSecret?: string },
) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO people (email, name, role, password_hash, totp_secret, activated_at)
     VALUES ($1, $2, $3, $4, $5, now()) RETURNING id`,
    [
      p.email,
      p.name ?? p.email.split('@')[0],
      p.role,
      p.password ? await hashPassword(p.password) : null,
      p.totpSecret ?? null,
    ],
  );
  return Number(row!.id);
}

export interface TestSession {
  token: string;
  csrfToken: string;
  id: string;
}

/** A session started as a sign-in would start it. */
export async function sessionOf(
  db: Queryable,
  config: Pick<Config, 'SESSION_ABSOLUTE_MIN'>,
  personId: number,
): Promise<TestSession> {
  const s = await startSession(db, config, {
    personId,
    method: 'password',
    userAgent: 'test',
    ip: '127.0.0.1',
  });
  return { token: s.token, csrfToken: s.csrfToken, id: s.id };
}

/** The headers of a page of the service's own origin using `session`: cookie, Origin and CSRF token. */
export const browserHeaders = (base: string, session: Pick<TestSession, 'token' | 'csrfToken'>) => ({
  cookie: `${sessionCookieName}=${session.token}`,
  origin: new URL(base).origin,
  [csrfHeaderName]: session.csrfToken,
});

/** The session token a response's Set-Cookie carries ('' when it clears the cookie), or undefined. */
export function sessionTokenSet(headers: Headers): string | undefined {
  const cookie = headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName}=`));
  return cookie?.slice(sessionCookieName.length + 1).split(';')[0];
}
