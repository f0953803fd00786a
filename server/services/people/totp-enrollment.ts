import { randomInt } from 'node:crypto';
import { Secret } from 'otpauth';
import { totpCodeBodySchema } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import type { Queryable } from '../../store/db';
import * as accountRepo from '../../store/repos/account-repo';
import { readRequireTotp } from '../../store/repos/people-admin-repo';
import { Conflict } from '../errors';
import { parseInput } from '../parse-input';
import { auditOwnChange, limitingWrongProofs, WrongProof, type AccountHolder } from './account';
import { normalizeRecoveryCode, totpFor, totpStep, verifySecondFactor } from './second-factor';
import { hashToken } from './start-session';

/**
 * Setting up, replacing the recovery codes of, and removing one's own TOTP second factor. Every
 * change but the first step asks for a code, checked in the transaction that makes the change.
 */

/** A new secret, pending until a first code confirms it: answered once, for the authenticator app. */
export async function beginTotpEnrollment({ db }: ServiceContext, me: AccountHolder) {
  return db.transaction(async (tx) => {
    const account = await lockedAccount(tx, me);
    if (account.totp_secret) {
      throw new Conflict('A second factor is already set up: remove it first to set up another.');
    }
    const secret = new Secret({ size: 20 }).base32;
    await accountRepo.setPendingTotp(tx, me.id, secret);
    return { secret, otpauth_uri: totpFor(secret, account.email).toString() };
  });
}

/**
 * A code from the pending secret puts it in force. The code's time step is spent with it, so the
 * same code cannot then sign in. Answers ten recovery codes, shown this once.
 */
export async function confirmTotpEnrollment(ctx: ServiceContext, me: AccountHolder, body: unknown) {
  const { code } = parseInput(totpCodeBodySchema, body);
  return ctx.db.transaction(async (tx) => {
    const account = await lockedAccount(tx, me);
    if (account.totp_secret) throw new Conflict('A second factor is already set up.');
    if (!account.totp_pending) {
      throw new Conflict('No second factor is being set up: start setting one up first.');
    }
    const step = totpStep(account.totp_pending, account.email, code, ctx.now().getTime());
    if (step === null) {
      throw wrongCode('does not match: enter the current code your authenticator app shows');
    }
    await accountRepo.confirmPendingTotp(tx, me.id, step);
    await auditOwnChange(tx, me, account.email, 'person.enable_totp');
    return { recovery_codes: await newRecoveryCodes(tx, me.id) };
  });
}

/** Removes one's second factor for a current code; never while the Owner requires one. */
export async function removeTotp(ctx: ServiceContext, me: AccountHolder, body: unknown) {
  const { code } = parseInput(totpCodeBodySchema, body);
  return limitingWrongProofs(ctx, me, () =>
    ctx.db.transaction(async (tx) => {
      if (await readRequireTotp(tx)) {
        throw new Conflict('The Owner requires a second factor for everyone: yours cannot be removed.');
      }
      const account = await checkedCode(ctx, tx, me, code);
      await accountRepo.clearTotp(tx, me.id);
      await auditOwnChange(tx, me, account.email, 'person.remove_totp');
      return { ok: true as const };
    }),
  );
}

/** Ten new recovery codes for a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(ctx: ServiceContext, me: AccountHolder, body: unknown) {
  const { code } = parseInput(totpCodeBodySchema, body);
  return limitingWrongProofs(ctx, me, () =>
    ctx.db.transaction(async (tx) => {
      await checkedCode(ctx, tx, me, code);
      return { recovery_codes: await newRecoveryCodes(tx, me.id) };
    }),
  );
}

async function lockedAccount(tx: Queryable, me: AccountHolder) {
  const account = await accountRepo.lockAccount(tx, me.id);
  // The session's person was live when the request began; removed since, there is no account.
  if (!account) throw new Conflict('This account no longer exists.');
  return account;
}

/**
 * A second factor is in force and `code` is one of its current codes or an unused recovery code.
 * A refused code writes nothing: the caller's transaction ends with the error.
 */
async function checkedCode(ctx: ServiceContext, tx: Queryable, me: AccountHolder, code: string) {
  const account = await lockedAccount(tx, me);
  if (!account.totp_secret) throw new Conflict('No second factor is set up.');
  const person = { id: me.id, email: account.email };
  if (!(await verifySecondFactor(tx, person, code, ctx.now().getTime()))) {
    throw wrongCode(
      'is not valid: enter the current code your authenticator app shows (each code works once) or an unused recovery code',
    );
  }
  return account;
}

const wrongCode = (message: string) => new WrongProof(`That code ${message}.`, [{ field: 'code', message }]);

/** Unambiguous characters only (no 0/o, 1/l/i): codes are read off paper and typed back. */
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const recoveryCodeCount = 10;

/** `xxxx-xxxx-xxxx`, 12 characters of 31 (59 bits), from the system's cryptographic generator. */
export function newRecoveryCode() {
  const chars = Array.from({ length: 12 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** Replaces the person's recovery codes with ten new ones, stored as hashes and answered once. */
async function newRecoveryCodes(tx: Queryable, personId: number) {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await accountRepo.replaceRecoveryCodes(
    tx,
    personId,
    codes.map((code) => hashToken(normalizeRecoveryCode(code))),
  );
  return codes;
}
