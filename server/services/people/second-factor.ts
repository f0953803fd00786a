import { Secret, TOTP } from 'otpauth';
import type { Queryable } from '../../store/db';
import { readTotp, useRecoveryCode, useTotpStep } from '../../store/repos/second-factor-repo';
import { hashToken } from './start-session';

const period = 30;

export const totpFor = (secretBase32: string, email: string) =>
  new TOTP({ issuer: 'Relaydesk', label: email, secret: Secret.fromBase32(secretBase32), period, digits: 6 });

/** Recovery codes are compared as typed, without case, spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * Checks a second-factor code inside the caller's transaction: a TOTP code of the current time step or
 * one either side (clock drift), each step usable once (a replayed code is refused), or an unused
 * recovery code, which is then spent. False for a person without a second factor.
 */
export async function verifySecondFactor(
  tx: Queryable,
  person: { id: number; email: string },
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const totp = await readTotp(tx, person.id);
  if (!totp?.secret) return false;
  if (totpToken(code) !== null) {
    const step = totpStep(totp.secret, person.email, code, now);
    return step !== null && useTotpStep(tx, person.id, step);
  }
  return useRecoveryCode(tx, person.id, hashToken(normalizeRecoveryCode(code)));
}

/** Six digits (spaces allowed, as apps group them), or null: anything else is a recovery code. */
function totpToken(code: string) {
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The time step `code` belongs to under `secretBase32` (the current step or one either side, for
 * clock drift), or null when it matches none. Used steps are the caller's to record.
 */
export function totpStep(secretBase32: string, email: string, code: string, now = Date.now()) {
  const token = totpToken(code);
  if (token === null) return null;
  const delta = totpFor(secretBase32, email).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / period) + delta;
}
