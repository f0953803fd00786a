import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName, sessionDataSchema } from '../../src/contract';
import { invitePerson } from '../services/people/invite';
import { startTestService, type TestService } from '../test/harness';
import { addPerson, goodPassword, personActor } from '../test/people';
import { mailText } from '../test/people-mail';
import { startSmtpRelay } from '../test/smtp-relay';
import { until } from '../test/until';
import { relayMailer } from '../delivery/people-email-relay';

/**
 * The public ends of people's links over real HTTP (PGlite, and TEST_DATABASE_URL when set): reading
 * and using an invitation, asking for and using a reset link. They need no sign-in; a used, expired
 * or unknown link is one 410; a good one signs in with the session cookie.
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let s: TestService;
let relay: Awaited<ReturnType<typeof startSmtpRelay>>;
let owner: Awaited<ReturnType<typeof addPerson>>;

beforeAll(async () => {
  relay = await startSmtpRelay();
  s = await startTestService({ NOTIFY_SMTP_URL: `smtp://127.0.0.1:${relay.port}` });
  owner = await addPerson(s.db, { email: 'owner@public.test', role: 'owner', name: 'Olive' });
});
afterAll(async () => {
  await s.close();
  await relay.close();
});

const anonymous = (method: string, path: string, body?: unknown) => s.call(method, path, body, null);
const tokenTo = (to: string) => {
  const mail = relay.received.filter((m) => m.to.includes(to)).at(-1);
  return mail ? /#token=([\w-]+)/.exec(mailText(mail.raw))?.[1] : undefined;
};
async function invite(email: string) {
  const ctx = { ...s.ctx, relayMail: relayMailer(s.ctx.config) };
  await invitePerson(ctx, personActor(owner), owner, { email, role: 'support' });
  return tokenTo(email)!;
}

describe(`invitations over HTTP (${engine})`, () => {
  it('reads and uses a link without signing in: 201, the session answer and an httpOnly cookie', async () => {
    const token = await invite('sue@public.test');
    const read = await anonymous('POST', '/auth/invitation', { token });
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({ email: 'sue@public.test', role: 'support', invited_by: 'Olive' });

    const accepted = await anonymous('POST', '/auth/invitation/accept', {
      token,
      name: 'Sue',
      password: goodPassword,
    });
    expect(accepted.status, accepted.text).toBe(201);
    const data = sessionDataSchema.parse(accepted.json.data);
    expect(data.person).toMatchObject({
      email: 'sue@public.test',
      name: 'Sue',
      role: 'support',
      state: 'active',
    });
    const cookie = accepted.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      new RegExp(`^${sessionCookieName}=[\\w-]{43}; Path=/; HttpOnly; SameSite=Lax; Max-Age=\\d+$`),
    );
    // The cookie's secret goes out once, in the header: never in the body.
    expect(accepted.text).not.toContain(cookie.split(';')[0]!.split('=')[1]);

    for (const [path, body] of [
      ['/auth/invitation', { token }],
      ['/auth/invitation/accept', { token, name: 'Sue', password: goodPassword }],
    ] as const) {
      const again = await anonymous('POST', path, body);
      expect(again.status).toBe(410);
      expect(again.json.error.code).toBe('invitation_invalid');
    }
    // Unknown and used links read alike.
    const unknown = await anonymous('POST', '/auth/invitation', { token: 'z'.repeat(43) });
    expect(unknown.json).toEqual((await anonymous('POST', '/auth/invitation', { token })).json);
  });

  it('two accepts racing over HTTP: one 201, one 410', async () => {
    const token = await invite('tom@public.test');
    const answers = await Promise.all(
      ['Tom', 'Tim'].map((name) =>
        anonymous('POST', '/auth/invitation/accept', { token, name, password: goodPassword }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 410]);
  });

  it('bad input is a 400 naming the field, and the link still works', async () => {
    const token = await invite('val@public.test');
    const short = await anonymous('POST', '/auth/invitation', { token: 'abc' });
    expect(short.status).toBe(400);
    expect(short.json.error.details[0].field).toBe('token');
    const weak = await anonymous('POST', '/auth/invitation/accept', {
      token,
      name: 'V',
      password: 'password1234',
    });
    expect(weak.status).toBe(400);
    expect(weak.json.error.details).toEqual([
      { field: 'password', message: expect.stringMatching(/common/) },
    ]);
    expect((await anonymous('POST', '/auth/invitation', { token })).status).toBe(200);
  });

  it('an API key cannot invite: inviting is for a signed-in person', async () => {
    const answer = await s.call('POST', '/people', { email: 'k@public.test', role: 'viewer' });
    expect(answer.status).toBe(403);
    expect(await s.db.query(`SELECT id FROM people WHERE email = 'k@public.test'`)).toEqual([]);
  });
});

describe(`password reset over HTTP (${engine})`, () => {
  it('answers known and unknown addresses alike; only the known one is sent a link', async () => {
    await addPerson(s.db, { email: 'kim@public.test', role: 'viewer' });
    const known = await anonymous('POST', '/auth/password-reset', { email: 'kim@public.test' });
    const unknown = await anonymous('POST', '/auth/password-reset', { email: 'nobody@public.test' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.json).toEqual(unknown.json);
    expect(known.json).toEqual({ status: 'success', data: { ok: true } });
    await until('the reset email', () => tokenTo('kim@public.test') !== undefined, 20_000);
    expect(relay.received.some((m) => m.to.includes('nobody@public.test'))).toBe(false);
    const bad = await anonymous('POST', '/auth/password-reset', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.details[0].field).toBe('email');
  });

  it('a link signs in once with the new password, then is a 410', async () => {
    const token = tokenTo('kim@public.test')!;
    const done = await anonymous('POST', '/auth/password-reset/complete', {
      token,
      password: 'amber-canyon-fiddle-31',
    });
    expect(done.status, done.text).toBe(201);
    expect(sessionDataSchema.parse(done.json.data).person.email).toBe('kim@public.test');
    expect(done.headers.get('set-cookie')).toContain(`${sessionCookieName}=`);
    const again = await anonymous('POST', '/auth/password-reset/complete', {
      token,
      password: 'amber-canyon-fiddle-32',
    });
    expect(again.status).toBe(410);
    expect(again.json.error.code).toBe('reset_link_invalid');
  });
});

describe(`without a relay, people's emails are system mail (${engine})`, () => {
  it('the reset email shows in the activity log under the system filter only', async () => {
    const plain = await startTestService();
    try {
      await addPerson(plain.db, { email: 'lou@public.test', role: 'viewer' });
      expect(
        (await plain.call('POST', '/auth/password-reset', { email: 'lou@public.test' }, null)).status,
      ).toBe(202);
      const system = async () =>
        (await plain.call('GET', '/messages?system=only')).json.data.messages as {
          to: string;
          subject: string;
        }[];
      await until('the system message', async () => (await system()).length > 0, 20_000);
      expect(await system()).toMatchObject([
        { to: 'lou@public.test', subject: 'Reset your Relaydesk password', origin: 'system' },
      ]);
      expect((await plain.call('GET', '/messages')).json.data.messages).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

describe(`guessing links (${engine})`, () => {
  it("each bad link spends the address's budget for failed credentials: past it, 429", async () => {
    const guarded = await startTestService({ FAILED_AUTH_BURST: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await guarded.call('POST', '/auth/invitation', { token: `${i}`.repeat(43) }, null)).status,
        );
      }
      expect(statuses).toEqual([410, 410, 429]);
    } finally {
      await guarded.close();
    }
  });
});
