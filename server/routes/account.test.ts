import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaderName, sessionCookieName, type Role } from '../../src/contract';
import { addPerson, addSession, codeAt, stepMs } from '../test/account-fixtures';
import { startTestService, type TestService } from '../test/harness';

/**
 * My account and an Owner's hand on a person's sign-in over real HTTP, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL. A person is signed in as sign-in leaves them: a session row, its
 * cookie, its CSRF token in the header, and a same-origin Origin on every change.
 */
let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

type Session = Awaited<ReturnType<typeof addSession>>;

/** Calls as the person behind `session`: cookie, CSRF token and this service's own origin. */
const as = (session: Session) => (method: string, path: string, body?: unknown) =>
  s.call(method, path, body, null, {
    cookie: `${sessionCookieName}=${session.token}`,
    [csrfHeaderName]: session.csrfToken,
    origin: new URL(s.base).origin,
  });

async function signedIn(role: Role = 'support') {
  const person = await addPerson(s.db, { role });
  const session = await addSession(s.db, person.id);
  return { person, session, call: as(session) };
}

const signIn = (email: string, password: string, code?: string) =>
  s.call('POST', '/session', { email, password, ...(code ? { code } : {}) }, null, {
    origin: new URL(s.base).origin,
  });

describe('the account endpoints are a person’s', () => {
  it.each([
    ['GET', '/account/sessions'],
    ['POST', '/account/totp'],
    ['POST', '/account/sessions/revoke-others'],
  ])('%s %s refuses an API key (403), whatever its permissions', async (method, path) => {
    const res = await s.call(method, path);
    expect(res.status).toBe(403);
  });

  it('refuses a change with the cookie but without the CSRF token (403 csrf_failed), changing nothing', async () => {
    const { person, session } = await signedIn();
    const res = await s.call('POST', '/account/totp', undefined, null, {
      cookie: `${sessionCookieName}=${session.token}`,
      origin: new URL(s.base).origin,
    });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('csrf_failed');
    const [row] = await s.db.query('SELECT totp_pending FROM people WHERE id = $1', [person.id]);
    expect(row).toEqual({ totp_pending: null });
  });
});

describe('second factor over HTTP', () => {
  it('enrols, and then a code signs in once: the confirming code and a replayed one are refused, a recovery code works once', async () => {
    const { person, call } = await signedIn();
    const begun = await call('POST', '/account/totp');
    expect(begun.status).toBe(201);
    const { secret, otpauth_uri } = begun.json.data;
    expect(otpauth_uri).toContain(`secret=${secret}`);

    const wrong = await call('POST', '/account/totp/confirm', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.details).toEqual([{ field: 'code', message: expect.any(String) }]);

    const confirming = codeAt(secret, person.email, Date.now());
    const confirmed = await call('POST', '/account/totp/confirm', { code: confirming });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.json.data.recovery_codes;
    expect(codes).toHaveLength(10);

    // The code that confirmed is spent; without a code, sign-in is refused too.
    expect((await signIn(person.email, person.password, confirming)).status).toBe(401);
    expect((await signIn(person.email, person.password)).status).toBe(401);
    // The next step's code (inside the ±1 window) signs in once; its replay is refused.
    const next = codeAt(secret, person.email, Date.now() + stepMs);
    expect((await signIn(person.email, person.password, next)).status).toBe(201);
    expect((await signIn(person.email, person.password, next)).status).toBe(401);
    // A recovery code signs in once.
    expect((await signIn(person.email, person.password, codes[0])).status).toBe(201);
    expect((await signIn(person.email, person.password, codes[0])).status).toBe(401);
  });

  it('removing it is refused (409) while the Owner requires one, and works with a current code otherwise', async () => {
    const { person, call } = await signedIn();
    const { secret } = (await call('POST', '/account/totp')).json.data;
    await call('POST', '/account/totp/confirm', { code: codeAt(secret, person.email, Date.now()) });
    const current = () => codeAt(secret, person.email, Date.now() + stepMs);
    await s.db.query('UPDATE sign_in_settings SET require_totp = true');
    try {
      const refused = await call('POST', '/account/totp/remove', { code: current() });
      expect(refused.status).toBe(409);
      expect(refused.json.error.message).toContain('requires a second factor');
    } finally {
      await s.db.query('UPDATE sign_in_settings SET require_totp = false');
    }
    const removed = await call('POST', '/account/totp/remove', { code: current() });
    expect(removed.status).toBe(200);
    const [row] = await s.db.query('SELECT totp_secret FROM people WHERE id = $1', [person.id]);
    expect(row).toEqual({ totp_secret: null });
    // Both changes are in the audit trail, under the person who made them.
    const audited = await s.db.query<{ action: string; person_id: string; target_label: string }>(
      `SELECT action, person_id::text, target_label FROM audit_log
        WHERE target_type = 'person' AND target_id = $1 ORDER BY id`,
      [String(person.id)],
    );
    expect(audited).toEqual([
      { action: 'person.enable_totp', person_id: String(person.id), target_label: person.email },
      { action: 'person.remove_totp', person_id: String(person.id), target_label: person.email },
    ]);
  });

  it('new recovery codes for a current code; the old ones stop working', async () => {
    const { person, call } = await signedIn();
    const { secret } = (await call('POST', '/account/totp')).json.data;
    const old = (
      await call('POST', '/account/totp/confirm', { code: codeAt(secret, person.email, Date.now()) })
    ).json.data.recovery_codes as string[];
    const res = await call('POST', '/account/recovery-codes', { code: old[1] });
    expect(res.status).toBe(200);
    const fresh: string[] = res.json.data.recovery_codes;
    expect((await signIn(person.email, person.password, old[2])).status).toBe(401);
    expect((await signIn(person.email, person.password, fresh[0])).status).toBe(201);
  });
});

describe('password over HTTP', () => {
  it('refuses a weak new password with a 400 naming new_password; a good one ends the other sessions', async () => {
    const { person, session, call } = await signedIn();
    const elsewhere = as(await addSession(s.db, person.id, 'another browser'));
    const weak = await call('POST', '/account/password', {
      current_password: person.password,
      new_password: 'password1234',
    });
    expect(weak.status).toBe(400);
    expect(weak.json.error.details[0].field).toBe('new_password');
    expect((await elsewhere('GET', '/account/sessions')).status).toBe(200);

    const changed = await call('POST', '/account/password', {
      current_password: person.password,
      new_password: 'a far better passphrase 7',
    });
    expect(changed.status).toBe(200);
    expect((await elsewhere('GET', '/account/sessions')).status).toBe(401);
    const mine = await call('GET', '/account/sessions');
    expect(mine.json.data.sessions.map((x: { id: string }) => x.id)).toEqual([session.id]);
    expect((await signIn(person.email, 'a far better passphrase 7')).status).toBe(201);
    expect((await signIn(person.email, person.password)).status).toBe(401);
    const [audited] = await s.db.query<{ action: string; person_id: string }>(
      `SELECT action, person_id::text FROM audit_log WHERE target_type = 'person' AND target_id = $1`,
      [String(person.id)],
    );
    expect(audited).toEqual({ action: 'person.change_password', person_id: String(person.id) });
  });

  it('answers a person who signs in through SSO with 409', async () => {
    const person = await addPerson(s.db, { sso: true });
    const call = as(await addSession(s.db, person.id));
    const res = await call('POST', '/account/password', {
      current_password: 'x',
      new_password: 'a far better passphrase 7',
    });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toContain('SSO');
  });
});

describe('sessions over HTTP', () => {
  it('lists mine with this one marked, ends only mine (another person’s is 404), signs out everywhere else', async () => {
    const { person, session, call } = await signedIn();
    const second = await addSession(s.db, person.id, 'phone');
    await addSession(s.db, person.id, 'tablet');
    const stranger = await signedIn();

    const listed = await call('GET', '/account/sessions');
    expect(listed.status).toBe(200);
    expect(listed.json.data.sessions).toHaveLength(3);
    expect(listed.json.data.sessions.filter((x: { current: boolean }) => x.current)).toEqual([
      expect.objectContaining({ id: session.id }),
    ]);
    expect(listed.text).not.toContain(session.token);

    expect((await call('DELETE', `/account/sessions/${stranger.session.id}`)).status).toBe(404);
    expect((await stranger.call('GET', '/account/sessions')).status).toBe(200);
    expect((await call('DELETE', `/account/sessions/${second.id}`)).status).toBe(200);
    expect((await as(second)('GET', '/account/sessions')).status).toBe(401);

    expect((await call('POST', '/account/sessions/revoke-others')).status).toBe(200);
    const left = await call('GET', '/account/sessions');
    expect(left.json.data.sessions.map((x: { id: string }) => x.id)).toEqual([session.id]);
  });

  it('ending this very session signs out: the cookie is cleared', async () => {
    const { session, call } = await signedIn();
    const res = await call('DELETE', `/account/sessions/${session.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${sessionCookieName}=;.*Max-Age=0`));
    expect((await call('GET', '/account/sessions')).status).toBe(401);
  });
});

describe("an Owner and a person's sign-in over HTTP", () => {
  it('lists and ends their sessions, and resets their second factor, each audited with the Owner', async () => {
    const owner = await signedIn('owner');
    const support = await signedIn('support');
    const { secret } = (await support.call('POST', '/account/totp')).json.data;
    await support.call('POST', '/account/totp/confirm', {
      code: codeAt(secret, support.person.email, Date.now()),
    });

    const listed = await owner.call('GET', `/people/${support.person.id}/sessions`);
    expect(listed.status).toBe(200);
    expect(listed.json.data.sessions.map((x: { id: string }) => x.id)).toEqual([support.session.id]);

    const reset = await owner.call('POST', `/people/${support.person.id}/totp-reset`);
    expect(reset.status).toBe(200);
    expect(reset.json.data.person).toMatchObject({ id: support.person.id, totp_enabled: false });
    expect((await signIn(support.person.email, support.person.password)).status).toBe(201);

    expect((await owner.call('DELETE', `/people/${support.person.id}/sessions`)).status).toBe(200);
    expect((await support.call('GET', '/account/sessions')).status).toBe(401);

    const audit = await s.db.query<{ action: string; person_id: string; target_id: string }>(
      `SELECT action, person_id::text, target_id FROM audit_log
        WHERE action IN ('person.reset_totp', 'person.revoke_sessions') AND target_id = $1 ORDER BY id`,
      [String(support.person.id)],
    );
    expect(audit).toEqual([
      {
        action: 'person.reset_totp',
        person_id: String(owner.person.id),
        target_id: String(support.person.id),
      },
      {
        action: 'person.revoke_sessions',
        person_id: String(owner.person.id),
        target_id: String(support.person.id),
      },
    ]);
  });

  it('refuses these to anyone without the people.manage power (403), changing nothing', async () => {
    const admin = await signedIn('admin');
    const other = await signedIn('viewer');
    for (const [method, path] of [
      ['GET', `/people/${other.person.id}/sessions`],
      ['DELETE', `/people/${other.person.id}/sessions`],
      ['POST', `/people/${other.person.id}/totp-reset`],
    ] as const) {
      expect((await admin.call(method, path)).status).toBe(403);
    }
    expect((await other.call('GET', '/account/sessions')).status).toBe(200);
  });

  it('answers an unknown person with 404', async () => {
    const owner = await signedIn('owner');
    expect((await owner.call('GET', '/people/987654/sessions')).status).toBe(404);
    expect((await owner.call('POST', '/people/987654/totp-reset')).status).toBe(404);
  });
});
