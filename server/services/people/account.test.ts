import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceContext, type ServiceTestContext } from '../../test/direct-service';
import { addPerson, addSession, unrevokedSessionIds } from '../../test/account-fixtures';
import { Conflict, Invalid, NotFound } from '../errors';
import {
  changePassword,
  listMySessions,
  revokeMyOtherSessions,
  revokeMySession,
  wrongProofLimits,
} from './account';
import { verifyPassword } from './password';

/**
 * One's own password and sessions through the services, on a real store (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): the password policy, other sessions ended by a change, and sessions
 * listed and ended only by their own person.
 */
let t: ServiceTestContext;
beforeAll(async () => {
  t = await startServiceContext();
});
afterAll(() => t.close());

const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as Error);

const passwordHash = async (id: number) =>
  (await t.db.query<{ h: string | null }>('SELECT password_hash AS h FROM people WHERE id = $1', [id]))[0]!.h;
const liveSessionIds = (personId: number) => unrevokedSessionIds(t.db, personId);

/** A person signed in twice (two browsers): `me` is the first session. */
async function signedInTwice() {
  const person = await addPerson(t.db);
  const here = await addSession(t.db, person.id, 'this browser');
  const there = await addSession(t.db, person.id, 'that browser');
  return { person, me: { id: person.id, sessionId: here.id }, here, there };
}

describe('changePassword', () => {
  it('sets the new password, ends every other session of the person (keeping this one) and their unused reset links', async () => {
    const { person, me, here } = await signedInTwice();
    const other = await addPerson(t.db);
    const othersSession = await addSession(t.db, other.id);
    await t.db.query(
      `INSERT INTO password_resets (token_hash, person_id, expires_at) VALUES ('pending-link', $1, now() + interval '1 hour')`,
      [person.id],
    );
    const newPassword = 'a much longer passphrase 42';
    expect(
      await changePassword(t.ctx, me, { current_password: person.password, new_password: newPassword }),
    ).toEqual({
      ok: true,
    });
    const hash = await passwordHash(person.id);
    expect(await verifyPassword(hash, newPassword)).toBe(true);
    expect(await verifyPassword(hash, person.password)).toBe(false);
    expect(await liveSessionIds(person.id)).toEqual([here.id]);
    expect(await liveSessionIds(other.id)).toEqual([othersSession.id]);
    // A reset link asked for before the change cannot undo it.
    expect(
      await t.db.query('SELECT 1 FROM password_resets WHERE person_id = $1 AND used_at IS NULL', [person.id]),
    ).toEqual([]);
  });

  type Person = Awaited<ReturnType<typeof addPerson>>;
  it.each<[string, (p: Person) => Record<string, unknown>, string, string]>([
    [
      'a wrong current password',
      () => ({ current_password: 'not my password at all' }),
      'current_password',
      'is not your current password',
    ],
    ['a short new password', () => ({ new_password: 'short one' }), 'new_password', 'at least 12 characters'],
    ['a common new password', () => ({ new_password: 'password1234' }), 'new_password', 'most commonly used'],
    [
      'a new password holding the email',
      (p) => ({ new_password: `${p.email.split('@')[0]}-and-more` }),
      'new_password',
      'email address',
    ],
    ['an unknown field', () => ({ also: 1 }), 'body', 'unknown field(s): also'],
  ])('refuses %s (Invalid, naming the field) and changes nothing', async (_, change, field, message) => {
    const { person, me } = await signedInTwice();
    const before = { hash: await passwordHash(person.id), sessions: await liveSessionIds(person.id) };
    const body = {
      current_password: person.password,
      new_password: 'a perfectly fine passphrase',
      ...change(person),
    };
    const refused = await refusal(changePassword(t.ctx, me, body));
    expect(refused).toBeInstanceOf(Invalid);
    expect(refused!.message).toContain(message);
    expect((refused as Invalid).details?.[0]?.field).toBe(field);
    expect({ hash: await passwordHash(person.id), sessions: await liveSessionIds(person.id) }).toEqual(
      before,
    );
  });

  it('limits wrong current passwords per person: past the limit even the right one is refused for the window', async () => {
    const { person, me } = await signedInTwice();
    const wrong = {
      current_password: 'a guess at the password',
      new_password: 'a perfectly fine passphrase',
    };
    for (let i = 0; i < wrongProofLimits.perPerson; i++) {
      expect(await refusal(changePassword(t.ctx, me, wrong))).toBeInstanceOf(Invalid);
    }
    const before = await passwordHash(person.id);
    const right = { ...wrong, current_password: person.password };
    const locked = await refusal(changePassword(t.ctx, me, right));
    expect(locked).toBeInstanceOf(Conflict);
    expect(locked!.message).toContain('Too many wrong passwords or codes');
    expect(await passwordHash(person.id)).toBe(before);
    await t.db.query(`UPDATE sign_in_failures SET at = at - interval '16 minutes' WHERE scope = $1`, [
      `proof:${person.id}`,
    ]);
    expect(await changePassword(t.ctx, me, right)).toEqual({ ok: true });
  });

  it('answers a person who signs in through SSO (no password here) with a Conflict saying so', async () => {
    const person = await addPerson(t.db, { sso: true });
    const session = await addSession(t.db, person.id);
    const refused = await refusal(
      changePassword(
        t.ctx,
        { id: person.id, sessionId: session.id },
        {
          current_password: '',
          new_password: 'a perfectly fine passphrase',
        },
      ),
    );
    expect(refused).toBeInstanceOf(Conflict);
    expect(refused!.message).toContain('single sign-on (SSO)');
    expect(await passwordHash(person.id)).toBeNull();
  });
});

describe('my sessions', () => {
  it('lists only my live sessions, this one marked current, never a token', async () => {
    const { me, here, there } = await signedInTwice();
    const other = await addPerson(t.db);
    await addSession(t.db, other.id);
    const ended = await addSession(t.db, me.id);
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [ended.id]);
    const expired = await addSession(t.db, me.id);
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      expired.id,
    ]);
    const idle = await addSession(t.db, me.id);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '9 hours' WHERE id = $1`, [
      idle.id,
    ]);

    const { sessions } = await listMySessions(t.ctx, me);
    expect(sessions.map((s) => s.id).sort()).toEqual([here.id, there.id].sort());
    expect(sessions.find((s) => s.id === here.id)).toMatchObject({
      current: true,
      user_agent: 'this browser',
      ip: '127.0.0.1',
      method: 'password',
    });
    expect(sessions.find((s) => s.id === there.id)?.current).toBe(false);
    const text = JSON.stringify(sessions);
    expect(text).not.toContain(here.token);
    expect(text).not.toContain(here.csrfToken);
  });

  it('ends one of my sessions; another person’s session is not found and stays', async () => {
    const { me, here, there } = await signedInTwice();
    const other = await addPerson(t.db);
    const theirs = await addSession(t.db, other.id);
    expect(await refusal(revokeMySession(t.ctx, me, theirs.id))).toBeInstanceOf(NotFound);
    expect(await liveSessionIds(other.id)).toEqual([theirs.id]);
    expect(await refusal(revokeMySession(t.ctx, me, '00000000-0000-4000-8000-000000000000'))).toBeInstanceOf(
      NotFound,
    );
    await revokeMySession(t.ctx, me, there.id);
    expect(await liveSessionIds(me.id)).toEqual([here.id]);
    // Ended already: there is no such session to end.
    expect(await refusal(revokeMySession(t.ctx, me, there.id))).toBeInstanceOf(NotFound);
  });

  it('signs out everywhere else: every other session of mine ends, nobody else’s', async () => {
    const { me, here } = await signedInTwice();
    await addSession(t.db, me.id, 'a third browser');
    const other = await addPerson(t.db);
    const theirs = await addSession(t.db, other.id);
    await revokeMyOtherSessions(t.ctx, me);
    expect(await liveSessionIds(me.id)).toEqual([here.id]);
    expect(await liveSessionIds(other.id)).toEqual([theirs.id]);
  });
});
