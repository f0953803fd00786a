import { createHash, randomBytes } from 'node:crypto';

/**
 * One-click unsubscribe tokens: 256 random bits, base64url (43 characters, safe in a URL path and a
 * mailto local part). They say nothing of the message or the address: the service finds those by
 * the token's SHA-256, which is all it stores, so a forged, altered or unknown token simply matches
 * no row.
 */
export function newUnsubscribeToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashUnsubscribeToken(token) };
}

export const hashUnsubscribeToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** The shape every issued token has; anything else is refused before the store is asked. */
export const tokenShape = /^[A-Za-z0-9_-]{43}$/;
