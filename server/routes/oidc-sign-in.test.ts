import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, sessionCookieName } from '../../src/contract';
import { createLogger } from '../logger';
import { hashToken } from '../services/people/start-session';
import { findLiveSession } from '../store/repos/sessions-repo';
import { freshDb, sameStore, startTestService, type TestService, type TestStore } from '../test/harness';
import { authorizeAtProvider, testBrowser, type TestBrowser } from '../test/oidc/browser';
import { startOidcProvider, type TestOidcProvider } from '../test/oidc/provider';

/**
 * Single sign-on against a real OpenID Connect provider (oidc-provider) on loopback, over real HTTP,
 * on PGlite and on TEST_DATABASE_URL when set. The test plays the browser: it follows each redirect
 * itself, signs in at the provider as a chosen account, and brings the provider's answer back to the
 * service. The service's public address (PUBLIC_URL) is a name the provider redirects to; the test
 * maps it onto the service's real port, as a reverse proxy would.
 */
const publicUrl = 'http://console.relaydesk.test';
const redirectUri = `${publicUrl}/api/v1${endpoints.oidcCallback.path}`;
const accounts = {
  invited: { email: 'ines@acme.test', email_verified: true, name: 'Ines Invited' },
  active: { email: 'Arno@ACME.test', email_verified: true, name: 'Arno Active' },
  stranger: { email: 'sam@elsewhere.test', email_verified: true },
  partner: { email: 'pat@partner.test', email_verified: true, name: 'Pat Partner' },
  unverified: { email: 'uma@partner.test', email_verified: false },
  removed: { email: 'remy@partner.test', email_verified: true },
  expired: { email: 'eli@acme.test', email_verified: true },
};

let provider: TestOidcProvider;
let t: TestService;
let store: TestStore;
const people = { invited: 0, active: 0, removed: 0, expired: 0 };
/** The service's log: each refusal's reason is there (and only there), so a test sees why it failed. */
const logLines: string[] = [];
const log = createLogger('info', (line) => logLines.push(line));

const ssoConfig = (p: TestOidcProvider) => ({
  OIDC_ISSUER: p.issuer,
  OIDC_CLIENT_ID: p.clientId,
  OIDC_CLIENT_SECRET: p.clientSecret,
  PUBLIC_URL: publicUrl,
  OIDC_ALLOWED_DOMAINS: ['partner.test'],
});

async function addPerson(
  email: string,
  role: string,
  state: 'active' | 'invited' | 'removed' | 'expired',
): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO people (email, role, activated_at, removed_at)
     VALUES ($1, $2, CASE WHEN $3 IN ('active', 'removed') THEN now() END, CASE WHEN $3 = 'removed' THEN now() END)
     RETURNING id`,
    [email, role, state],
  );
  const id = Number(row!.id);
  if (state === 'invited' || state === 'expired') {
    await t.db.query(
      `INSERT INTO invitations (token_hash, person_id, role, expires_at)
       VALUES ($1, $2, $3, now() + CASE WHEN $4 = 'expired' THEN interval '-1 hour' ELSE interval '72 hours' END)`,
      [hashToken(randomBytes(16).toString('hex')), id, role, state],
    );
  }
  return id;
}

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri, accounts });
  store = await freshDb();
  t = await startTestService(ssoConfig(provider), { log, store });
  people.invited = await addPerson('ines@acme.test', 'support', 'invited');
  people.active = await addPerson('arno@acme.test', 'admin', 'active');
  people.removed = await addPerson('remy@partner.test', 'developer', 'removed');
  people.expired = await addPerson('eli@acme.test', 'viewer', 'expired');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

const serviceOrigin = () => new URL(t.base).origin;
/** The provider's redirect to the public address, sent to the service's real port. */
const atService = (href: string) => {
  const url = new URL(href);
  expect(url.origin).toBe(publicUrl);
  return `${serviceOrigin()}${url.pathname}${url.search}`;
};
const startUrl = (query = '') => `${t.base}${endpoints.oidcStart.path}${query}`;

/** Starts at the service: answers the provider's authorization URL it redirected to. */
async function start(browser: TestBrowser, query = '') {
  const res = await browser.visit(startUrl(query));
  expect(res.status).toBe(303);
  return new URL(res.location!);
}

/** The whole flow as `account`, the authorization URL changed by `tamper` before the provider sees it. */
async function signIn(
  account: keyof typeof accounts,
  opts: { query?: string; tamper?: (u: URL) => void } = {},
) {
  const browser = testBrowser();
  const authorization = await start(browser, opts.query);
  opts.tamper?.(authorization);
  const callback = await authorizeAtProvider(browser, authorization.href, account);
  const res = await browser.visit(atService(callback));
  return { browser, res, callback };
}

const sessionToken = (browser: TestBrowser) => browser.cookie(new URL(t.base).host, sessionCookieName);
const sessionsOf = async (personId: number) =>
  Number(
    (
      await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM sessions WHERE person_id = $1', [
        personId,
      ])
    )[0]!.n,
  );
const personCount = async () =>
  Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM people'))[0]!.n);
/** Redirected to the sign-in page with `code`, for the reason the service logged matching `why`. */
const refusedWith = (res: { status: number; location: string | null }, code: string, why: RegExp) => {
  expect(res.status).toBe(303);
  expect(new URL(res.location!).pathname).toBe('/sign-in');
  expect(Object.fromEntries(new URL(res.location!).searchParams)).toEqual({ error: code });
  const refusal = logLines
    .map((line) => JSON.parse(line) as { msg: string; error?: string; reason?: string })
    .findLast((l) => l.msg === 'single sign-on refused');
  expect(refusal).toMatchObject({ error: code, reason: expect.stringMatching(why) });
};

describe('single sign-on with a real OpenID Connect provider', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce, the verifier kept server-side', async () => {
    const browser = testBrowser();
    const res = await browser.visit(startUrl());
    expect(res.status).toBe(303);
    const url = new URL(res.location!);
    expect(url.origin).toBe(provider.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(params.state).toMatch(/^[\w-]{40,}$/);
    expect(params.nonce).toMatch(/^[\w-]{40,}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params).not.toHaveProperty('code_verifier');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('relaydesk_oidc='))!;
    expect(cookie).toMatch(/; Max-Age=600; /);
    expect(cookie).toMatch(/; Path=\/api\/v1\/auth\/oidc; /);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    // The attempt is a row named by the cookie's hash; the browser holds neither state nor verifier.
    const value = browser.cookie(new URL(t.base).host, 'relaydesk_oidc')!;
    const [row] = await t.db.query<{ state: string; code_verifier: string }>(
      'SELECT state, code_verifier FROM oidc_attempts WHERE binding_hash = $1',
      [hashToken(value)],
    );
    expect(row!.state).toBe(params.state);
    expect(value).not.toContain(row!.code_verifier);
  });

  it('discovers the provider once, not on every sign-in', async () => {
    const discoveries = () =>
      provider.requests.filter((p) => p === '/.well-known/openid-configuration').length;
    await start(testBrowser());
    const before = discoveries();
    await start(testBrowser());
    await start(testBrowser());
    expect(discoveries()).toBe(before);
    expect(before).toBe(1);
  });

  it('activates an invited person: invitation used, subject tied, audited, signed in with a working session', async () => {
    const { browser, res } = await signIn('invited', { query: '?return_to=%2Fmessages%3Fstatus%3Dbounced' });
    expect(res.status).toBe(303);
    expect(res.location).toBe(`${serviceOrigin()}/messages?status=bounced`);
    const token = sessionToken(browser)!;
    expect(token).toBeTruthy();
    const session = await findLiveSession(t.db, hashToken(token), t.ctx.config.SESSION_IDLE_MIN);
    expect(session).toMatchObject({ method: 'oidc', role: 'support' });
    expect(Number(session!.person_id)).toBe(people.invited);
    const [person] = await t.db.query<{ activated: boolean; oidc_subject: string; name: string }>(
      'SELECT activated_at IS NOT NULL AS activated, oidc_subject, name FROM people WHERE id = $1',
      [people.invited],
    );
    expect(person).toEqual({ activated: true, oidc_subject: 'invited', name: 'Ines Invited' });
    const [invitation] = await t.db.query<{ used: boolean }>(
      'SELECT used_at IS NOT NULL AS used FROM invitations WHERE person_id = $1',
      [people.invited],
    );
    expect(invitation!.used).toBe(true);
    const audit = await t.db.query<{ action: string; target_id: string; person_id: string; detail: object }>(
      `SELECT action, target_id, person_id::text, detail FROM audit_log WHERE target_type = 'person'`,
    );
    expect(audit).toContainEqual({
      action: 'person.activate',
      target_id: String(people.invited),
      person_id: String(people.invited),
      detail: { method: 'oidc' },
    });
    // The attempt cookie is spent: the browser no longer holds it.
    expect(browser.cookie(new URL(t.base).host, 'relaydesk_oidc')).toBeUndefined();
  });

  it('signs an active person in by verified address (any case), then by the subject tied the first time', async () => {
    const first = await signIn('active');
    expect(first.res.location).toBe(`${serviceOrigin()}/`);
    const [row] = await t.db.query<{ oidc_subject: string }>(
      'SELECT oidc_subject FROM people WHERE id = $1',
      [people.active],
    );
    expect(row!.oidc_subject).toBe('active');
    const second = await signIn('active');
    expect(second.res.status).toBe(303);
    expect(sessionToken(second.browser)).not.toBe(sessionToken(first.browser));
    expect(await sessionsOf(people.active)).toBe(2);
  });

  it('makes a Viewer of someone from an allowed domain, audited', async () => {
    const { browser, res } = await signIn('partner');
    expect(res.location).toBe(`${serviceOrigin()}/`);
    const [person] = await t.db.query<{ id: string; role: string; name: string; active: boolean }>(
      `SELECT id::text, role, name, activated_at IS NOT NULL AS active FROM people WHERE email = 'pat@partner.test'`,
    );
    expect(person).toMatchObject({ role: 'viewer', name: 'Pat Partner', active: true });
    const session = await findLiveSession(t.db, hashToken(sessionToken(browser)!), 480);
    expect(String(session?.person_id)).toBe(person!.id);
    const [entry] = await t.db.query<{ action: string; detail: object }>(
      `SELECT action, detail FROM audit_log WHERE target_type = 'person' AND target_id = $1`,
      [person!.id],
    );
    expect(entry).toEqual({
      action: 'person.activate',
      detail: {
        method: 'oidc',
        allowed_domain: 'partner.test',
        after: { email: 'pat@partner.test', role: 'viewer' },
      },
    });
  });

  it.each([
    ['someone not invited, from a domain not allowed', 'stranger', 'sso_not_invited', /domain not allowed/],
    ['a removed person, even from an allowed domain', 'removed', 'sso_not_invited', /removed/],
    ['an invited person whose invitation expired', 'expired', 'sso_not_invited', /expired/],
    [
      'an address the provider has not verified',
      'unverified',
      'sso_email_unverified',
      /email_verified is false/,
    ],
  ] as const)('refuses %s, creating nothing', async (_, account, code, why) => {
    const before = { people: await personCount(), sessions: await t.db.query('SELECT 1 FROM sessions') };
    const { browser, res } = await signIn(account);
    refusedWith(res, code, why);
    expect(sessionToken(browser)).toBeUndefined();
    expect(await personCount()).toBe(before.people);
    expect((await t.db.query('SELECT 1 FROM sessions')).length).toBe(before.sessions.length);
  });

  it('refuses a tampered state, and the attempt is spent: the right state afterwards fails too', async () => {
    const browser = testBrowser();
    const authorization = await start(browser);
    const callback = new URL(await authorizeAtProvider(browser, authorization.href, 'active'));
    const sessions = await sessionsOf(people.active);
    const host = new URL(t.base).host;
    const binding = browser.cookie(host, 'relaydesk_oidc')!;
    const forged = new URL(callback);
    forged.searchParams.set('state', `${callback.searchParams.get('state')!.slice(0, -2)}xx`);
    refusedWith(await browser.visit(atService(forged.href)), 'sso_failed', /"state"/);
    // The refusal cleared the cookie; even with it copied back, the attempt is gone.
    expect(browser.cookie(host, 'relaydesk_oidc')).toBeUndefined();
    browser.restore(host, 'relaydesk_oidc', binding);
    refusedWith(await browser.visit(atService(callback.href)), 'sso_failed', /no live attempt/);
    expect(await sessionsOf(people.active)).toBe(sessions);
  });

  it('refuses a callback without state, and one from a browser that did not start the attempt', async () => {
    const browser = testBrowser();
    const callback = new URL(await authorizeAtProvider(browser, (await start(browser)).href, 'active'));
    const sessions = await sessionsOf(people.active);
    // Another browser (an attacker handing the victim their own code) holds no attempt cookie.
    refusedWith(
      await testBrowser().visit(atService(callback.href)),
      'sso_failed',
      /no relaydesk_oidc cookie/,
    );
    const noState = new URL(callback);
    noState.searchParams.delete('state');
    refusedWith(await browser.visit(atService(noState.href)), 'sso_failed', /"state"/);
    expect(await sessionsOf(people.active)).toBe(sessions);
  });

  it('refuses a return where the provider says it did not sign the person in (cancelled, denied)', async () => {
    const browser = testBrowser();
    const state = (await start(browser)).searchParams.get('state')!;
    const denied = new URLSearchParams({
      error: 'access_denied',
      error_description: 'End-User aborted',
      state,
    });
    const res = await browser.visit(`${t.base}${endpoints.oidcCallback.path}?${denied}`);
    refusedWith(res, 'sso_failed', /access_denied/);
    expect(sessionToken(browser)).toBeUndefined();
  });

  it('refuses an ID token issued for another nonce', async () => {
    const sessions = await sessionsOf(people.active);
    const { browser, res } = await signIn('active', {
      tamper: (u) => u.searchParams.set('nonce', 'a-nonce-the-service-never-made-0123456789'),
    });
    refusedWith(res, 'sso_failed', /nonce/);
    expect(sessionToken(browser)).toBeUndefined();
    expect(await sessionsOf(people.active)).toBe(sessions);
  });

  it('refuses a code issued for another code verifier (PKCE)', async () => {
    const sessions = await sessionsOf(people.active);
    const { res } = await signIn('active', {
      // The challenge of a verifier the service does not hold: its own verifier cannot redeem the code.
      tamper: (u) => u.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'),
    });
    refusedWith(res, 'sso_failed', /invalid_grant|PKCE/i);
    expect(await sessionsOf(people.active)).toBe(sessions);
  });

  it('finishes in another process of the same deployment: the attempt lives in the database', async () => {
    const other = await startTestService(ssoConfig(provider), { store: await sameStore(store) });
    try {
      const browser = testBrowser();
      const authorization = await start(browser);
      const callback = new URL(await authorizeAtProvider(browser, authorization.href, 'active'));
      // The same browser, its cookie carried over to the other process's address.
      const host = new URL(other.base).host;
      browser.restore(host, 'relaydesk_oidc', browser.cookie(new URL(t.base).host, 'relaydesk_oidc')!);
      const res = await browser.visit(`${new URL(other.base).origin}${callback.pathname}${callback.search}`);
      expect(res.location).toBe(`${new URL(other.base).origin}/`);
      const session = await findLiveSession(t.db, hashToken(browser.cookie(host, sessionCookieName)!), 480);
      expect(Number(session?.person_id)).toBe(people.active);
    } finally {
      await other.close();
    }
  });

  it('marks both cookies Secure when the browser came over https (a TLS-terminating proxy)', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const started = await fetch(startUrl(), { redirect: 'manual', headers: https });
    const attempt = started.headers.getSetCookie().find((c) => c.startsWith('relaydesk_oidc='))!;
    expect(attempt).toMatch(/; Secure/);
    const browser = testBrowser();
    const host = new URL(t.base).host;
    browser.restore(host, 'relaydesk_oidc', attempt.slice('relaydesk_oidc='.length, attempt.indexOf(';')));
    const callback = new URL(await authorizeAtProvider(browser, started.headers.get('location')!, 'active'));
    const back = await fetch(atService(callback.href), {
      redirect: 'manual',
      headers: { ...https, cookie: `relaydesk_oidc=${browser.cookie(host, 'relaydesk_oidc')}` },
    });
    expect(back.status).toBe(303);
    const cookies = back.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith(`${sessionCookieName}=`))).toMatch(
      /; HttpOnly; SameSite=Lax; .*Secure/,
    );
    expect(cookies.find((c) => c.startsWith('relaydesk_oidc='))).toMatch(
      /Max-Age=0.*Secure|Secure.*Max-Age=0/,
    );
  });

  it('refuses a return path off this site, before going anywhere', async () => {
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'messages']) {
      const browser = testBrowser();
      const res = await browser.visit(startUrl(`?return_to=${encodeURIComponent(target)}`));
      refusedWith(res, 'sso_failed', /return_to must be a path on this site/);
      expect(browser.cookie(new URL(t.base).host, 'relaydesk_oidc')).toBeUndefined();
    }
  });
});

/** A port nothing listens on: one just released by a server that held it. */
async function closedPort() {
  const server = createServer();
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a provider that is down or not configured', () => {
  it('answers sso_unavailable while the provider cannot be reached, without its internals, and works once it is back', async () => {
    const port = await closedPort();
    const issuer = `http://127.0.0.1:${port}`;
    const secret = randomBytes(24).toString('base64url');
    const down = await startTestService({
      ...ssoConfig(provider),
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_SECRET: secret,
    });
    let back: TestOidcProvider | undefined;
    try {
      const go = () => fetch(`${down.base}${endpoints.oidcStart.path}`, { redirect: 'manual' });
      const res = await go();
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/sign-in?error=sso_unavailable');
      const body = await res.text();
      expect(body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at \w+ \(/);
      expect(res.headers.getSetCookie()).toEqual([]);
      // The failed discovery was not kept: the provider, back on its address, is found at the next start.
      back = await startOidcProvider({ redirectUri, accounts, port, clientSecret: secret });
      expect(new URL((await go()).headers.get('location')!).origin).toBe(issuer);
    } finally {
      await down.close();
      await back?.stop();
    }
  });

  it('answers sso_unavailable when the provider goes away between the redirect and the return', async () => {
    const brief = await startOidcProvider({ redirectUri, accounts });
    const service = await startTestService(ssoConfig(brief));
    try {
      await service.db.query(
        `INSERT INTO people (email, role, activated_at) VALUES ('arno@acme.test', 'admin', now())`,
      );
      const browser = testBrowser();
      const res = await browser.visit(`${service.base}${endpoints.oidcStart.path}`);
      const callback = new URL(await authorizeAtProvider(browser, res.location!, 'active'));
      await brief.stop();
      const back = await browser.visit(
        `${new URL(service.base).origin}${callback.pathname}${callback.search}`,
      );
      expect(back.location).toBe(`${new URL(service.base).origin}/sign-in?error=sso_unavailable`);
      expect((await service.db.query('SELECT 1 FROM sessions')).length).toBe(0);
    } finally {
      await service.close();
      await brief.stop().catch(() => {});
    }
  });

  it("answers sso_too_many past an address's budget of starts, keeping no attempt for those", async () => {
    const busy = await startTestService(ssoConfig(provider));
    try {
      const go = () => fetch(`${busy.base}${endpoints.oidcStart.path}`, { redirect: 'manual' });
      for (let i = 0; i < 60; i++)
        expect(new URL((await go()).headers.get('location')!).origin).toBe(provider.issuer);
      const refused = await go();
      expect(refused.headers.get('location')).toBe('/sign-in?error=sso_too_many');
      expect((await busy.db.query('SELECT 1 FROM oidc_attempts')).length).toBe(60);
    } finally {
      await busy.close();
    }
  });

  it('answers sso_not_configured when single sign-on is not set up', async () => {
    const plain = await startTestService();
    try {
      const res = await fetch(`${plain.base}${endpoints.oidcStart.path}`, { redirect: 'manual' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/sign-in?error=sso_not_configured');
    } finally {
      await plain.close();
    }
  });
});
