import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceContext, type ServiceTestContext } from '../../test/direct-service';
import { addPerson, addSession, codeAt, stepMs, t0 } from '../../test/account-fixtures';
import { Conflict, Invalid } from '../errors';
import { wrongProofLimits } from './account';
import { normalizeRecoveryCode, verifySecondFactor } from './second-factor';
import { hashToken } from './start-session';
import {
  beginTotpEnrollment,
  confirmTotpEnrollment,
  regenerateRecoveryCodes,
  removeTotp,
} from './totp-enrollment';

/**
 * Setting up a TOTP second factor through the services, on a real store (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): a pending secret, confirmed by a code whose step is then spent; ten
 * recovery codes, each good once; removal and new codes only for a current code; refusals that
 * change nothing.
 */
let t: ServiceTestContext;
beforeAll(async () => {
  t = await startServiceContext();
});
afterAll(() => t.close());

/** The context at a fixed instant: codes are computed for the same clock the service reads. */
const at = (ms: number) => ({ ...t.ctx, now: () => new Date(ms) });
const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as Error);

const stored = async (personId: number) => {
  const [row] = await t.db.query<{
    totp_secret: string | null;
    totp_pending: string | null;
    last: string | null;
  }>('SELECT totp_secret, totp_pending, totp_last_step::text AS last FROM people WHERE id = $1', [personId]);
  const codes = await t.db.query<{ code_hash: string; used: boolean }>(
    'SELECT code_hash, used_at IS NOT NULL AS used FROM recovery_codes WHERE person_id = $1 ORDER BY code_hash',
    [personId],
  );
  return { ...row!, codes };
};

/** A person with a second factor in force (confirmed at t0), and their recovery codes. */
async function enrolled() {
  const person = await addPerson(t.db);
  const me = { id: person.id, sessionId: (await addSession(t.db, person.id)).id };
  const { secret } = await beginTotpEnrollment(t.ctx, me);
  const { recovery_codes } = await confirmTotpEnrollment(at(t0), me, {
    code: codeAt(secret, person.email, t0),
  });
  return { person, me, secret, recoveryCodes: recovery_codes };
}

describe('beginTotpEnrollment', () => {
  it('answers a new base32 secret and its otpauth URI, kept pending: not in force until confirmed', async () => {
    const person = await addPerson(t.db);
    const me = { id: person.id, sessionId: 'unused' };
    const first = await beginTotpEnrollment(t.ctx, me);
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(first.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(first.secret);
    expect(uri.searchParams.get('issuer')).toBe('Relaydesk');
    expect(decodeURIComponent(uri.pathname)).toContain(person.email);
    expect(await stored(person.id)).toMatchObject({ totp_secret: null, totp_pending: first.secret });
    // Starting again replaces the pending secret (a scan that went wrong).
    const second = await beginTotpEnrollment(t.ctx, me);
    expect(second.secret).not.toBe(first.secret);
    expect(await stored(person.id)).toMatchObject({ totp_secret: null, totp_pending: second.secret });
  });

  it('is refused while a second factor is in force, which stays as it was', async () => {
    const { person, me, secret } = await enrolled();
    const before = await stored(person.id);
    expect(await refusal(beginTotpEnrollment(t.ctx, me))).toBeInstanceOf(Conflict);
    expect(await stored(person.id)).toEqual(before);
    expect(before.totp_secret).toBe(secret);
  });
});

describe('confirmTotpEnrollment', () => {
  it('puts the secret in force for a current code and answers ten distinct recovery codes, stored only as hashes', async () => {
    const { person, secret, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const row = await stored(person.id);
    expect(row).toMatchObject({
      totp_secret: secret,
      totp_pending: null,
      last: String(Math.floor(t0 / stepMs)),
    });
    expect(row.codes.map((c) => c.code_hash)).toEqual(
      recoveryCodes.map((c) => hashToken(normalizeRecoveryCode(c))).sort(),
    );
    expect(JSON.stringify(row.codes)).not.toContain(recoveryCodes[0]);
  });

  it('spends the confirming code: it cannot then sign in; the next code works once, and its replay is refused', async () => {
    const { person, secret } = await enrolled();
    const check = (code: string, now: number) =>
      t.db.transaction((tx) => verifySecondFactor(tx, person, code, now));
    expect(await check(codeAt(secret, person.email, t0), t0)).toBe(false);
    const next = codeAt(secret, person.email, t0 + stepMs);
    expect(await check(next, t0 + stepMs)).toBe(true);
    expect(await check(next, t0 + stepMs)).toBe(false);
    // An earlier step still inside the ±1 window is refused too: steps only move forward.
    expect(await check(codeAt(secret, person.email, t0), t0 + stepMs)).toBe(false);
  });

  it.each([
    ['a wrong code', '000000'],
    ['a code from another secret', 'other'],
    ['a code from two steps ago', 'old'],
  ])('refuses %s (Invalid, naming code) and changes nothing', async (_, kind) => {
    const person = await addPerson(t.db);
    const me = { id: person.id, sessionId: 'unused' };
    const { secret } = await beginTotpEnrollment(t.ctx, me);
    const code =
      kind === 'other'
        ? codeAt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', person.email, t0)
        : kind === 'old'
          ? codeAt(secret, person.email, t0 - 2 * stepMs)
          : kind;
    const before = await stored(person.id);
    const refused = await refusal(confirmTotpEnrollment(at(t0), me, { code }));
    expect(refused).toBeInstanceOf(Invalid);
    expect((refused as Invalid).details).toEqual([
      { field: 'code', message: expect.stringContaining('does not match') },
    ]);
    expect(await stored(person.id)).toEqual(before);
  });

  it('refuses a body without a code, and a confirmation with nothing pending, changing nothing', async () => {
    const person = await addPerson(t.db);
    const me = { id: person.id, sessionId: 'unused' };
    expect(await refusal(confirmTotpEnrollment(at(t0), me, { code: '123456' }))).toBeInstanceOf(Conflict);
    await beginTotpEnrollment(t.ctx, me);
    const before = await stored(person.id);
    const refused = await refusal(confirmTotpEnrollment(at(t0), me, {}));
    expect(refused).toBeInstanceOf(Invalid);
    expect(refused!.message).toContain('code is required');
    expect(await refusal(confirmTotpEnrollment(at(t0), me, { code: '123456', extra: 1 }))).toBeInstanceOf(
      Invalid,
    );
    expect(await stored(person.id)).toEqual(before);
  });
});

describe('recovery codes', () => {
  it('each signs in once, typed in any case and with or without dashes or spaces', async () => {
    const { person, recoveryCodes } = await enrolled();
    const check = (code: string) => t.db.transaction((tx) => verifySecondFactor(tx, person, code, t0));
    const [first, second] = recoveryCodes as [string, string];
    expect(await check(first.toUpperCase())).toBe(true);
    expect(await check(first)).toBe(false);
    expect(await check(` ${second.replace(/-/g, ' ')} `)).toBe(true);
    expect(await check(second)).toBe(false);
    expect(await check('aaaa-bbbb-cccc')).toBe(false);
    expect((await stored(person.id)).codes.filter((c) => c.used)).toHaveLength(2);
  });

  it('regenerating them for a current code replaces them all: the old ones stop working', async () => {
    const { person, me, secret, recoveryCodes } = await enrolled();
    const later = t0 + stepMs;
    const { recovery_codes: fresh } = await regenerateRecoveryCodes(at(later), me, {
      code: codeAt(secret, person.email, later),
    });
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => recoveryCodes.includes(c))).toEqual([]);
    const check = (code: string) => t.db.transaction((tx) => verifySecondFactor(tx, person, code, later));
    expect(await check(recoveryCodes[0]!)).toBe(false);
    expect(await check(fresh[0]!)).toBe(true);
    expect((await stored(person.id)).codes).toHaveLength(10);
  });

  it('regenerating takes an unused recovery code as the current code (a lost phone), spending it', async () => {
    const { person, me, recoveryCodes } = await enrolled();
    const { recovery_codes: fresh } = await regenerateRecoveryCodes(at(t0), me, { code: recoveryCodes[3]! });
    expect((await stored(person.id)).codes.map((c) => c.code_hash)).toEqual(
      fresh.map((c) => hashToken(normalizeRecoveryCode(c))).sort(),
    );
  });

  it('regenerating is refused for a wrong or replayed code, and without a second factor, changing nothing', async () => {
    const { person, me, secret } = await enrolled();
    const before = await stored(person.id);
    // The confirming code's step is spent: the same code is a replay.
    for (const code of ['000000', codeAt(secret, person.email, t0), 'zzzz-zzzz-zzzz']) {
      const refused = await refusal(regenerateRecoveryCodes(at(t0), me, { code }));
      expect(refused).toBeInstanceOf(Invalid);
      expect((refused as Invalid).details?.[0]?.field).toBe('code');
    }
    expect(await stored(person.id)).toEqual(before);
    const plain = await addPerson(t.db);
    expect(
      await refusal(regenerateRecoveryCodes(at(t0), { id: plain.id, sessionId: 'x' }, { code: '123456' })),
    ).toBeInstanceOf(Conflict);
  });
});

describe('removeTotp', () => {
  it('is refused (Conflict) while the Owner requires a second factor, even for a valid code, which is not spent', async () => {
    const { person, me, secret } = await enrolled();
    await t.db.query('UPDATE sign_in_settings SET require_totp = true');
    try {
      const later = t0 + stepMs;
      const before = await stored(person.id);
      const refused = await refusal(removeTotp(at(later), me, { code: codeAt(secret, person.email, later) }));
      expect(refused).toBeInstanceOf(Conflict);
      expect(refused!.message).toContain('requires a second factor');
      expect(await stored(person.id)).toEqual(before);
    } finally {
      await t.db.query('UPDATE sign_in_settings SET require_totp = false');
    }
  });

  it('refuses a wrong code and changes nothing; removes secret and recovery codes for a current one', async () => {
    const { person, me, secret } = await enrolled();
    const later = t0 + stepMs;
    const before = await stored(person.id);
    expect(await refusal(removeTotp(at(later), me, { code: '999999' }))).toBeInstanceOf(Invalid);
    expect(await stored(person.id)).toEqual(before);
    await removeTotp(at(later), me, { code: codeAt(secret, person.email, later) });
    expect(await stored(person.id)).toEqual({ totp_secret: null, totp_pending: null, last: null, codes: [] });
    expect(await refusal(removeTotp(at(later), me, { code: '123456' }))).toBeInstanceOf(Conflict);
    // And a second factor can be set up again.
    expect((await beginTotpEnrollment(t.ctx, me)).secret).toMatch(/^[A-Z2-7]+$/);
  });
});

describe('wrong codes on the account page', () => {
  it('are limited per person as at sign-in: past the limit even a right code is refused until the window passes', async () => {
    const { person, me, secret } = await enrolled();
    const other = await enrolled();
    const later = t0 + stepMs;
    for (let i = 0; i < wrongProofLimits.perPerson; i++) {
      const wrong =
        i % 2
          ? removeTotp(at(later), me, { code: '111111' })
          : regenerateRecoveryCodes(at(later), me, { code: 'zzzz-zzzz-zzzz' });
      expect(await refusal(wrong)).toBeInstanceOf(Invalid);
    }
    const before = await stored(person.id);
    const right = codeAt(secret, person.email, later);
    const locked = await refusal(regenerateRecoveryCodes(at(later), me, { code: right }));
    expect(locked).toBeInstanceOf(Conflict);
    expect(locked!.message).toContain('Too many wrong passwords or codes');
    expect(await stored(person.id)).toEqual(before);
    // Another person's codes are theirs to count.
    const theirs = codeAt(other.secret, other.person.email, later);
    expect(
      (await regenerateRecoveryCodes(at(later), other.me, { code: theirs })).recovery_codes,
    ).toHaveLength(10);

    // The window passes: the right code works, and the count starts again.
    await t.db.query(`UPDATE sign_in_failures SET at = at - interval '16 minutes' WHERE scope = $1`, [
      `proof:${person.id}`,
    ]);
    expect((await regenerateRecoveryCodes(at(later), me, { code: right })).recovery_codes).toHaveLength(10);
    expect(
      await t.db.query('SELECT 1 FROM sign_in_failures WHERE scope = $1', [`proof:${person.id}`]),
    ).toEqual([]);
  });
});
