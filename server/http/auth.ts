import { timingSafeEqual } from 'node:crypto';
import type { Permission, Power, Role } from '../../src/contract';
import type { Queryable } from '../store/db';
import { findActiveKeyByHash, hashKey } from '../store/repos/keys-repo';
import { ApiError } from './api-error';

/** A person signed in through a session cookie: their role as it is at this request. */
export interface SignedInPerson {
  id: number;
  email: string;
  name: string;
  role: Role;
  sessionId: string;
}

export interface Principal {
  keyId: number;
  /** The key's name, for the audit trail. */
  keyName: string;
  permissions: Permission[];
  /** Set when a person made the request (session cookie); absent for an API key. */
  person?: SignedInPerson;
  /** What the caller may do: the role's powers for a person, the permissions' for a key. */
  powers?: ReadonlySet<Power>;
}

const unauthorized = (message: string) =>
  new ApiError(401, 'unauthorized', message, undefined, { 'WWW-Authenticate': 'Bearer' });

/** Keys are printable ASCII without spaces; anything else cannot be a key we issued or accepted. */
const keyPattern = /^[\x21-\x7e]{16,256}$/;

/**
 * Resolves the Authorization header to a key. The lookup is by hash; the stored hash is then compared
 * in constant time, so neither the key nor how much of it matched leaks through timing.
 */
export async function authenticate(db: Queryable, header: string | undefined): Promise<Principal> {
  if (!header) throw unauthorized('Send your API key in the Authorization header as "Bearer <API key>".');
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match?.[1] || !keyPattern.test(match[1])) {
    throw unauthorized('The Authorization header must be "Bearer <API key>".');
  }
  const hash = hashKey(match[1]);
  const row = await findActiveKeyByHash(db, hash);
  const expected = Buffer.from(row?.key_hash ?? hash.replace(/./g, '0'), 'hex');
  const same = timingSafeEqual(expected, Buffer.from(hash, 'hex'));
  if (!row || !same) throw unauthorized('This API key is not valid or has been revoked.');
  return { keyId: row.id, keyName: row.name, permissions: row.permissions };
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
