import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  endpoints,
  keyPowers,
  rolePowers,
  sessionCookieName,
  type EndpointPower,
  type Permission,
  type Power,
  type Role,
} from '../../src/contract';
import type { Config } from '../config';
import type { Queryable } from '../store/db';
import { findActiveKeyByHash, hashKey } from '../store/repos/keys-repo';
import { findLiveSession, touchSession } from '../store/repos/sessions-repo';
import { hashToken } from '../services/people/start-session';
import { ApiError } from './api-error';
import { mustSetUpTotp } from '../services/people/session-data';
import type { AppEnv } from './app-env';

/** A person signed in through a session cookie: their role as it is at this request. */
export interface SignedInPerson {
  id: number;
  email: string;
  name: string;
  role: Role;
  sessionId: string;
  /** The token the session's state-changing requests echo in X-CSRF-Token. */
  csrfToken: string;
  session: { createdAt: Date; lastSeenAt: Date; expiresAt: Date };
  /** The Owner requires a second factor and this person has none (nor signs in through SSO). */
  mustSetUpTotp: boolean;
  requireTotp: boolean;
}

export interface Principal {
  /** The key making the request; null for a person. */
  keyId: number | null;
  /** The key's name, for the audit trail; null for a person. */
  keyName: string | null;
  /** A key's permissions; empty for a person (people are checked by their powers). */
  permissions: Permission[];
  /** Set when a person made the request (session cookie); absent for an API key. */
  person?: SignedInPerson;
  /** What the caller may do: the role's powers for a person, the permissions' for a key. */
  powers: ReadonlySet<Power>;
}

const unauthorized = (message: string) =>
  new ApiError(401, 'unauthorized', message, undefined, { 'WWW-Authenticate': 'Bearer' });

/** Keys are printable ASCII without spaces; anything else cannot be a key we issued or accepted. */
const keyPattern = /^[\x21-\x7e]{16,256}$/;
/** Session tokens are 256 bits in base64url (start-session.ts). */
const sessionTokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

/** A person's session is bumped (last seen, idle clock) at most this often, not on every request. */
const touchEveryMs = 60_000;

/**
 * Who is asking: a Bearer key (as before people existed), else the session cookie. Throws 401 when
 * neither names a live key or session.
 */
export async function authenticate(
  db: Queryable,
  c: Context<AppEnv>,
  config: Pick<Config, 'SESSION_IDLE_MIN'>,
): Promise<Principal> {
  const header = c.req.header('authorization');
  if (header) return authenticateKey(db, header);
  const token = getCookie(c, sessionCookieName);
  if (token) return authenticatePerson(db, token, config);
  throw unauthorized('Sign in, or send your API key in the Authorization header as "Bearer <API key>".');
}

/**
 * Resolves the Authorization header to a key. The lookup is by hash; the stored hash is then compared
 * in constant time, so neither the key nor how much of it matched leaks through timing.
 */
async function authenticateKey(db: Queryable, header: string): Promise<Principal> {
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match?.[1] || !keyPattern.test(match[1])) {
    throw unauthorized('The Authorization header must be "Bearer <API key>".');
  }
  const hash = hashKey(match[1]);
  const row = await findActiveKeyByHash(db, hash);
  const expected = Buffer.from(row?.key_hash ?? hash.replace(/./g, '0'), 'hex');
  const same = timingSafeEqual(expected, Buffer.from(hash, 'hex'));
  if (!row || !same) throw unauthorized('This API key is not valid or has been revoked.');
  return {
    keyId: row.id,
    keyName: row.name,
    permissions: row.permissions,
    powers: keyPowers(endpoints, row.permissions),
  };
}

/**
 * Resolves the session cookie to a person, their role read now: a removed, demoted or signed-out
 * person's next request sees it, whichever process answers.
 */
async function authenticatePerson(
  db: Queryable,
  token: string,
  config: Pick<Config, 'SESSION_IDLE_MIN'>,
): Promise<Principal> {
  const live = sessionTokenPattern.test(token)
    ? await findLiveSession(db, hashToken(token), config.SESSION_IDLE_MIN)
    : null;
  if (!live) throw unauthorized('Your session has ended (signed out, expired or revoked). Sign in again.');
  let lastSeenAt = live.last_seen_at;
  if (Date.now() - lastSeenAt.getTime() >= touchEveryMs) {
    await touchSession(db, live.id, live.person_id);
    lastSeenAt = new Date();
  }
  return {
    keyId: null,
    keyName: null,
    permissions: [],
    powers: rolePowers(live.role),
    person: {
      id: live.person_id,
      email: live.email,
      name: live.name,
      role: live.role,
      sessionId: live.id,
      csrfToken: live.csrf_token,
      session: { createdAt: live.created_at, lastSeenAt, expiresAt: live.expires_at },
      mustSetUpTotp: mustSetUpTotp({
        requireTotp: live.require_totp,
        totpEnabled: live.totp_enabled,
        viaSso: live.sso,
      }),
      requireTotp: live.require_totp,
    },
  };
}

export function requirePermission(principal: Principal, permission: Permission) {
  if (!principal.permissions.includes(permission)) {
    throw new ApiError(
      403,
      'forbidden',
      `This API key lacks the "${permission}" permission that this endpoint needs. It has: ${principal.permissions.join(', ')}.`,
    );
  }
}

/**
 * What a caller must hold for an endpoint: a key its permission (unchanged since keys came first;
 * `person` endpoints never), a person the power of the contract's role table. `self` is any
 * signed-in person; while the Owner's second-factor requirement is unmet, nothing else is.
 */
export function requireAccess(
  principal: Principal,
  endpoint: { permission: Permission | 'any' | 'person' | 'public' },
  power: EndpointPower,
) {
  const { person } = principal;
  if (!person) {
    if (endpoint.permission === 'person' || endpoint.permission === 'public') {
      throw new ApiError(403, 'forbidden', 'Only a signed-in person may do this: an API key cannot.');
    }
    if (endpoint.permission !== 'any') requirePermission(principal, endpoint.permission);
    return;
  }
  if (power === 'self' || power === 'public') return;
  if (person.mustSetUpTotp) {
    throw new ApiError(
      403,
      'second_factor_required',
      'Set up a second factor (My account) first: the Owner requires one of everyone.',
    );
  }
  if (!principal.powers.has(power)) {
    throw new ApiError(
      403,
      'forbidden',
      `Your role (${person.role}) does not include the "${power}" power that this needs.`,
    );
  }
}
