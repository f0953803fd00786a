import { roleTable, type Person, type SessionData } from '../../../src/contract';
import type { Config } from '../../config';

/**
 * The Owner's second-factor rule for one session, decided here alone: required, none set up, and not
 * signed in through SSO (the provider's factors apply there).
 */
export const mustSetUpTotp = (s: { requireTotp: boolean; totpEnabled: boolean; viaSso: boolean }) =>
  s.requireTotp && !s.totpEnabled && !s.viaSso;

/**
 * What a signed-in person's session answers (sign-in, the current session, an accepted invitation):
 * who they are, what they may do, the CSRF token to echo, and when the session ends.
 */
export function sessionData(
  person: Person,
  session: { id: string; csrfToken: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date },
  config: Pick<Config, 'SESSION_IDLE_MIN'>,
  /**
   * Whether this session must set up a second factor first: the Owner requires one and the person has
   * none. Sessions signed in through SSO are exempt (the provider's factors apply), decided by the
   * session's method, never by whether the person once used SSO (their password sign-ins are not).
   */
  mustSetUpTotp: boolean,
): SessionData {
  const idleEnd = new Date(session.lastSeenAt.getTime() + config.SESSION_IDLE_MIN * 60_000);
  return {
    person,
    powers: [...roleTable[person.role].powers],
    csrf_token: session.csrfToken,
    session: {
      id: session.id,
      created_at: session.createdAt.toISOString(),
      idle_expires_at: (idleEnd < session.expiresAt ? idleEnd : session.expiresAt).toISOString(),
      expires_at: session.expiresAt.toISOString(),
    },
    must_set_up_totp: mustSetUpTotp,
  };
}
