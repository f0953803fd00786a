import type * as argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCookieName } from '../../src/contract';
import { totpFor } from '../services/people/second-factor';
import { signInRefused } from '../services/people/sign-in';
import { startTestService, type TestService } from '../test/harness';
import { addPerson, browserHeaders, sessionOf, sessionTokenSet } from '../test/signed-in-person';
import { until } from '../test/until';

// Counts password checks, so a test can see the dummy hash verified for an unknown address.
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof argon2>();
  return { ...real, verify: vi.fn(real.verify) };
});

/**
 * People signing in and using the API with the session cookie, over real HTTP (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set): sign-in answers, cookie flags, fixation, CSRF, second
 * factor, expiry, the Owner's second-factor requirement, keys limited to a person's powers.
 */
const password = 'correct horse battery staple 42';
const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
let t: TestService;
let origin: string;
let ids: { owner: number; developer: number; support: number; twoFactor: number };

beforeAll(async () => {
  t = await startTestService({ SESSION_IDLE_MIN: 2, RATE_LIMIT_BURST: 1000 });
  origin = new URL(t.base).origin;
  ids = {
    owner: await addPerson(t.db, {
      email: 'owner@people.test',
      name: 'Olive Owner',
      role: 'owner',
      password,
    }),
    developer: await addPerson(t.db, {
      email: 'dev@people.test',
      name: 'Dev Eloper',
      role: 'developer',
      password,
    }),
    support: await addPerson(t.db, { email: 'support@people.test', role: 'support', password }),
    twoFactor: await addPerson(t.db, { email: 'tfa@people.test', role: 'viewer', password, totpSecret }),
  };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query(`DELETE FROM sign_in_failures`);
  await t.db.query(`UPDATE sign_in_settings SET require_totp = false`);
});

const signIn = (body: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/session', body, null, { origin, ...headers });
/** A request as the dashboard makes it with `session`. */
const asPerson = (
  session: { token: string; csrfToken: string },
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => t.call(method, path, body, null, { ...browserHeaders(t.base, session), ...headers });
const signedIn = async (personId: number) => sessionOf(t.db, t.ctx.config, personId);
const suppressions = async () =>
  Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM suppressions`))[0]!.n);

describe('signing in', () => {
  it('answers the methods this service offers, without signing in', async () => {
    const methods = await t.call('GET', '/auth/methods', undefined, null);
    expect(methods.status).toBe(200);
    expect(methods.json.data).toEqual({ password: true, api_key: true });
  });

  it('signs in with the right password: an httpOnly, SameSite=Lax cookie on / whose session works', async () => {
    const res = await signIn({ email: 'OWNER@people.test', password });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      person: { id: ids.owner, email: 'owner@people.test', role: 'owner', state: 'active' },
      must_set_up_totp: false,
    });
    expect(res.json.data.powers).toContain('people.manage');
    const [cookie] = res.headers.getSetCookie();
    const flags = cookie!.split('; ').slice(1);
    expect(flags).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(flags).not.toContain('Secure');
    expect(res.text).not.toContain(sessionTokenSet(res.headers)!);
    const session = { token: sessionTokenSet(res.headers)!, csrfToken: res.json.data.csrf_token };
    const current = await asPerson(session, 'GET', '/session');
    expect(current.status).toBe(200);
    expect(current.json.data.person.id).toBe(ids.owner);
    expect(current.json.data.csrf_token).toBe(session.csrfToken);
  });

  it('marks the cookie Secure when the service is reached over https (X-Forwarded-Proto)', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    // Over https, a page of the plain-http origin is another origin.
    const fromHttp = await signIn({ email: 'owner@people.test', password }, https);
    expect(fromHttp.status).toBe(403);
    const res = await signIn(
      { email: 'owner@people.test', password },
      { ...https, origin: origin.replace('http:', 'https:') },
    );
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()[0]!.split('; ')).toContain('Secure');
  });

  it('answers a wrong password and an unknown address alike, checking a (dummy) hash for both', async () => {
    const verifyCalls = vi.mocked(verify).mock.calls;
    const before = verifyCalls.length;
    const wrong = await signIn({ email: 'owner@people.test', password: 'not the password at all' });
    const unknown = await signIn({ email: 'nobody@people.test', password: 'not the password at all' });
    expect(verifyCalls.length - before).toBe(2);
    const stored = (await t.db.query<{ h: string }>(`SELECT password_hash AS h FROM people`)).map((r) => r.h);
    // The unknown address's check ran against a hash that is no one's.
    expect(stored).not.toContain(verifyCalls.at(-1)![0]);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ status: 'error', error: { code: 'unauthorized', message: signInRefused } });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(wrong.text).toBe(unknown.text);
  });

  it('refuses a malformed body with 400 naming the field, signing no one in', async () => {
    const res = await signIn({ email: 'owner@people.test' });
    expect(res.status).toBe(400);
    expect(res.json.error.details).toEqual([{ field: 'password', message: 'is required' }]);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('asks for the second factor, refuses a wrong code like a wrong password, accepts the right one', async () => {
    const noCode = await signIn({ email: 'tfa@people.test', password });
    expect(noCode.status).toBe(401);
    expect(noCode.json.error.code).toBe('second_factor_required');
    expect(noCode.headers.getSetCookie()).toEqual([]);
    const code = totpFor(totpSecret, 'tfa@people.test').generate();
    const wrongCode = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const wrong = await signIn({ email: 'tfa@people.test', password, code: wrongCode });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toEqual({ code: 'unauthorized', message: signInRefused });
    const right = await signIn({ email: 'tfa@people.test', password, code });
    expect(right.status).toBe(201);
    // The same code again (a replay) is refused.
    const replay = await signIn({ email: 'tfa@people.test', password, code });
    expect(replay.status).toBe(401);
  });

  it('refuses a sign-in posted from another origin, and makes no session', async () => {
    const before = (await t.db.query(`SELECT id FROM sessions`)).length;
    const res = await signIn({ email: 'owner@people.test', password }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('csrf_failed');
    expect((await t.db.query(`SELECT id FROM sessions`)).length).toBe(before);
  });
});

describe('session fixation', () => {
  it('never keeps a token planted before sign-in: the session is a new one, the planted token is refused', async () => {
    const planted = 'planted-token-planted-token-planted-token-0';
    const res = await signIn(
      { email: 'owner@people.test', password },
      { cookie: `${sessionCookieName}=${planted}` },
    );
    expect(res.status).toBe(201);
    const fresh = sessionTokenSet(res.headers)!;
    expect(fresh).not.toBe(planted);
    const withPlanted = await asPerson(
      { token: planted, csrfToken: res.json.data.csrf_token },
      'GET',
      '/session',
    );
    expect(withPlanted.status).toBe(401);
  });

  it('ends the session a browser held when it signs in again', async () => {
    const old = await signedIn(ids.owner);
    const res = await signIn(
      { email: 'owner@people.test', password },
      { cookie: `${sessionCookieName}=${old.token}` },
    );
    expect(res.status).toBe(201);
    expect(sessionTokenSet(res.headers)).not.toBe(old.token);
    expect((await asPerson(old, 'GET', '/session')).status).toBe(401);
  });
});

describe('cross-site request forgery', () => {
  it('refuses a cross-site form post carrying the cookie, and changes nothing', async () => {
    const session = await signedIn(ids.owner);
    const before = await suppressions();
    const res = await t.call('POST', '/suppressions', 'email=victim%40x.test&reason=manual', null, {
      cookie: `${sessionCookieName}=${session.token}`,
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('csrf_failed');
    expect(await suppressions()).toBe(before);
  });

  it("refuses a same-origin write without the token, or with another session's; passes with both", async () => {
    const session = await signedIn(ids.owner);
    const other = await signedIn(ids.owner);
    const body = { email: 'csrf-check@x.test', reason: 'manual' };
    const before = await suppressions();
    const noToken = await t.call('POST', '/suppressions', body, null, {
      cookie: `${sessionCookieName}=${session.token}`,
      origin,
    });
    const wrongToken = await asPerson(
      { token: session.token, csrfToken: other.csrfToken },
      'POST',
      '/suppressions',
      body,
    );
    const noOrigin = await t.call('POST', '/suppressions', body, null, {
      cookie: `${sessionCookieName}=${session.token}`,
      'x-csrf-token': session.csrfToken,
    });
    for (const res of [noToken, wrongToken, noOrigin]) {
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('csrf_failed');
    }
    expect(await suppressions()).toBe(before);
    const ok = await asPerson(session, 'POST', '/suppressions', body);
    expect(ok.status).toBe(201);
    // A Referer of this origin stands in for a missing Origin.
    const viaReferer = await t.call(
      'DELETE',
      `/suppressions/${ok.json.data.suppression.id}`,
      undefined,
      null,
      {
        cookie: `${sessionCookieName}=${session.token}`,
        referer: `${origin}/suppressions`,
        'x-csrf-token': session.csrfToken,
      },
    );
    expect(viaReferer.status).toBe(200);
  });

  it('checks reads for nothing but the session, and Bearer keys not at all', async () => {
    const session = await signedIn(ids.owner);
    const read = await t.call('GET', '/suppressions', undefined, null, {
      cookie: `${sessionCookieName}=${session.token}`,
    });
    expect(read.status).toBe(200);
    const keyWrite = await t.call(
      'POST',
      '/suppressions',
      { email: 'by-key@x.test', reason: 'manual' },
      t.keys.admin,
      {
        origin: 'https://evil.example',
      },
    );
    expect(keyWrite.status).toBe(201);
  });
});

describe('powers and the audit trail', () => {
  it('checks the role: Support adds suppressions but may not see webhooks; keys may not use person endpoints', async () => {
    const session = await signedIn(ids.support);
    expect(
      (await asPerson(session, 'POST', '/suppressions', { email: 'by-support@x.test', reason: 'manual' }))
        .status,
    ).toBe(201);
    const hooks = await asPerson(session, 'GET', '/webhooks');
    expect(hooks.status).toBe(403);
    expect(hooks.json.error.message).toContain('webhooks.read');
    const byKey = await t.call('GET', '/session');
    expect(byKey.status).toBe(403);
  });

  it('lets a person create keys only within their powers, records who created it, and audits them by name', async () => {
    const session = await signedIn(ids.developer);
    const before = (await t.db.query(`SELECT id FROM api_keys`)).length;
    const tooMuch = await asPerson(session, 'POST', '/keys', { name: 'ops', permissions: ['admin'] });
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.json.error.message).toContain('suppressions.manage');
    expect((await t.db.query(`SELECT id FROM api_keys`)).length).toBe(before);
    const ok = await asPerson(session, 'POST', '/keys', { name: 'ci sender', permissions: ['send'] });
    expect(ok.status).toBe(201);
    const [row] = await t.db.query<{ created_by: number }>(`SELECT created_by FROM api_keys WHERE id = $1`, [
      ok.json.data.key.id,
    ]);
    expect(Number(row!.created_by)).toBe(ids.developer);

    const audit = await t.call('GET', `/audit-log?person_id=${ids.developer}`);
    expect(audit.status).toBe(200);
    expect(audit.json.data.entries).toHaveLength(1);
    expect(audit.json.data.entries[0]).toMatchObject({
      action: 'key.create',
      key_id: null,
      key_name: null,
      person_id: ids.developer,
      person_name: 'Dev Eloper',
    });
    const byEmail = await t.call('GET', `/audit-log?q=${encodeURIComponent('dev@people')}`);
    expect(byEmail.json.data.entries.map((e: { person_id: number }) => e.person_id)).toEqual([ids.developer]);
  });

  it('while the Owner requires a second factor, a person without one may use only their own account', async () => {
    await t.db.query(`UPDATE sign_in_settings SET require_totp = true`);
    const without = await signedIn(ids.support);
    const refused = await asPerson(without, 'GET', '/suppressions');
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('second_factor_required');
    const own = await asPerson(without, 'GET', '/session');
    expect(own.status).toBe(200);
    expect(own.json.data.must_set_up_totp).toBe(true);
    const withFactor = await signedIn(ids.twoFactor);
    expect((await asPerson(withFactor, 'GET', '/suppressions')).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('gives each person a budget of requests of their own', async () => {
    const tight = await startTestService({ RATE_LIMIT_BURST: 2, RATE_LIMIT_RPS: 0.01 });
    try {
      const sessions = await Promise.all(
        ['one', 'two'].map(async (n) =>
          sessionOf(
            tight.db,
            tight.ctx.config,
            await addPerson(tight.db, { email: `${n}@rate.test`, role: 'viewer' }),
          ),
        ),
      );
      const get = (s: (typeof sessions)[number]) =>
        tight.call('GET', '/suppressions', undefined, null, browserHeaders(tight.base, s));
      expect((await get(sessions[0]!)).status).toBe(200);
      expect((await get(sessions[0]!)).status).toBe(200);
      const limited = await get(sessions[0]!);
      expect(limited.status).toBe(429);
      expect(limited.json.error.message).toMatch(/^Too many requests from your account/);
      expect((await get(sessions[1]!)).status).toBe(200);
    } finally {
      await tight.close();
    }
  });
});

describe('the session ends', () => {
  it('on sign-out: the cookie is cleared and the token refused', async () => {
    const session = await signedIn(ids.owner);
    const out = await asPerson(session, 'DELETE', '/session');
    expect(out.status).toBe(200);
    expect(sessionTokenSet(out.headers)).toBe('');
    expect(out.headers.getSetCookie()[0]).toContain('Max-Age=0');
    expect((await asPerson(session, 'GET', '/session')).status).toBe(401);
  });

  it('after the idle lifetime without a request, and not before', async () => {
    const session = await signedIn(ids.owner);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '110 seconds' WHERE id = $1`, [
      session.id,
    ]);
    expect((await asPerson(session, 'GET', '/session')).status).toBe(200);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '121 seconds' WHERE id = $1`, [
      session.id,
    ]);
    const idle = await asPerson(session, 'GET', '/session');
    expect(idle.status).toBe(401);
    expect(idle.json.error.message).toContain('Sign in again');
  });

  it("a request bumps the idle clock (at most once a minute) and the person's last seen", async () => {
    const session = await signedIn(ids.developer);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '61 seconds' WHERE id = $1`, [
      session.id,
    ]);
    await t.db.query(`UPDATE people SET last_seen_at = NULL WHERE id = $1`, [ids.developer]);
    expect((await asPerson(session, 'GET', '/session')).status).toBe(200);
    const [seen] = await t.db.query<{ s: Date; p: Date | null }>(
      `SELECT s.last_seen_at AS s, p.last_seen_at AS p FROM sessions s JOIN people p ON p.id = s.person_id WHERE s.id = $1`,
      [session.id],
    );
    expect(Date.now() - seen!.s.getTime()).toBeLessThan(30_000);
    expect(seen!.p).not.toBeNull();
  });

  it('at the absolute lifetime, however busy', async () => {
    const short = await startTestService({ SESSION_ABSOLUTE_MIN: 2 / 60 });
    try {
      const person = await addPerson(short.db, { email: 'busy@people.test', role: 'viewer' });
      const session = await sessionOf(short.db, short.ctx.config, person);
      const get = () => short.call('GET', '/session', undefined, null, browserHeaders(short.base, session));
      expect((await get()).status).toBe(200);
      await until(
        'the session to end at its absolute lifetime',
        async () => (await get()).status === 401,
        10_000,
      );
    } finally {
      await short.close();
    }
  });
});
