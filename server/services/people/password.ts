import { hash, verify } from '@node-rs/argon2';
import commonPasswords from 'fxa-common-password-list';
import { passwordMinLength } from '../../../src/contract';

/** argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). */
const argon2Options = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, not importable here */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, argon2Options);

/**
 * Verifies a password against its stored hash. Without a hash (no such account, or one that signs in
 * only through SSO) a dummy hash is verified instead, so the answer takes as long either way: timing
 * never tells whether an address has an account.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const same = await verify(stored ?? (await dummyHash()), password).catch(() => false);
  return stored !== null && same;
}

let dummy: Promise<string> | null = null;
const dummyHash = () => (dummy ??= hashPassword('relaydesk-no-such-account'));

/** Why a new password is refused, or null: too short (the contract's check) or commonly used. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < passwordMinLength) return `must be at least ${passwordMinLength} characters`;
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase())) {
    return 'is one of the most commonly used passwords: choose another';
  }
  if (email && password.toLowerCase().includes(email.toLowerCase().split('@')[0] ?? '\u0000')) {
    return 'must not contain your email address';
  }
  return null;
}
