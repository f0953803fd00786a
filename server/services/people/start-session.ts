import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { Queryable } from '../../store/db';
import { insertSession, type SessionMethod } from '../../store/repos/sessions-repo';
import { sessionCookieName } from '../../../src/contract';

/** Session, invitation and reset tokens are 256 random bits, stored only as their SHA-256. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface StartedSession {
  id: string;
  /** The cookie's secret: goes out once in Set-Cookie, never stored, logged or answered in a body. */
  token: string;
  csrfToken: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * A new session for a person who has just proven who they are. Always a fresh token (never one the
 * client offered): a session id planted before sign-in is worth nothing after it (fixation).
 */
export async function startSession(
  tx: Queryable,
  config: Pick<Config, 'SESSION_ABSOLUTE_MIN'>,
  input: { personId: number; method: SessionMethod; userAgent: string; ip: string },
): Promise<StartedSession> {
  const token = newToken();
  const createdAt = new Date();
  const session = {
    id: randomUUID(),
    token,
    csrfToken: newToken(),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + config.SESSION_ABSOLUTE_MIN * 60_000),
  };
  await insertSession(tx, {
    id: session.id,
    tokenHash: hashToken(token),
    csrfToken: session.csrfToken,
    personId: input.personId,
    method: input.method,
    expiresAt: session.expiresAt,
    userAgent: input.userAgent.slice(0, 200),
    ip: input.ip,
  });
  return session;
}

/**
 * The session cookie: httpOnly (scripts never see it), SameSite=Lax (a cross-site form post does not
 * carry it; the provider's redirect back does), Secure whenever the service is reached over https,
 * and living no longer than the session's absolute end.
 */
export function sessionCookie(token: string, opts: { secure: boolean; maxAgeSeconds: number }) {
  const parts = [
    `${sessionCookieName}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(opts.maxAgeSeconds))}`,
  ];
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}

export const clearedSessionCookie = (secure: boolean) => sessionCookie('', { secure, maxAgeSeconds: 0 });
