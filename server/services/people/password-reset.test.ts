import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceContext, type ServiceTestContext } from '../../test/direct-service';
import { addPerson, goodPassword } from '../../test/people';
import { withLoopbackRelay } from '../../test/people-mail';
import { Invalid, LinkInvalid } from '../errors';
import { verifyPassword } from './password';
import { completePasswordReset, requestPasswordReset, resetsPerHour } from './password-reset';
import { startSession } from './start-session';

/**
 * Password reset through the services, with a real SMTP relay on loopback: only an active person
 * with a password is sent a link, the link works once and for an hour, and using it ends every
 * other session, clears the lockout and signs in anew.
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: ServiceTestContext;
let relay: Awaited<ReturnType<typeof withLoopbackRelay>>;
const client = { userAgent: 'vitest', ip: '127.0.0.1', requestId: 'req-reset' };
const newPassword = 'copper-meadow-ladder-77';
const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as Error);
const ask = (email: string) => requestPasswordReset(relay.ctx, { email }).done;

beforeAll(async () => {
  t = await startServiceContext();
  relay = await withLoopbackRelay(t.ctx);
});
afterAll(async () => {
  await relay.close();
  await t.close();
});

describe(`requestPasswordReset (${engine})`, () => {
  it('sends a link only to an active person with a password; nobody else is sent anything', async () => {
    await addPerson(t.db, { email: 'ann@reset.test', role: 'viewer' });
    await addPerson(t.db, { email: 'sso@reset.test', role: 'viewer', password: null });
    await addPerson(t.db, { email: 'invited@reset.test', role: 'viewer', password: null, active: false });
    const removed = await addPerson(t.db, { email: 'removed@reset.test', role: 'viewer' });
    await t.db.query(`UPDATE people SET removed_at = now() WHERE id = $1`, [removed.id]);
    expect(await ask('ann@reset.test')).toBe('sent');
    for (const email of ['nobody@reset.test', 'sso@reset.test', 'invited@reset.test', 'removed@reset.test']) {
      expect(await ask(email), email).toBe('no_account');
    }
    expect(relay.received.map((m) => m.to)).toEqual([['ann@reset.test']]);
    expect(relay.tokenSentTo('ann@reset.test')).toMatch(/^[\w-]{43}$/);
  });

  it(`sends at most ${resetsPerHour} links an hour to one address`, async () => {
    await addPerson(t.db, { email: 'flood@reset.test', role: 'viewer' });
    const outcomes = [];
    for (let i = 0; i <= resetsPerHour; i++) outcomes.push(await ask('flood@reset.test'));
    expect(outcomes).toEqual([...Array<string>(resetsPerHour).fill('sent'), 'limited']);
    expect(relay.received.filter((m) => m.to.includes('flood@reset.test'))).toHaveLength(resetsPerHour);
  });

  it('refuses a malformed address at once, naming the field', () => {
    expect(() => requestPasswordReset(relay.ctx, { email: 'not an address' })).toThrow(Invalid);
  });
});

describe(`completePasswordReset (${engine})`, () => {
  it('sets the password once: other sessions end, failures are forgotten, a new session starts', async () => {
    const bea = await addPerson(t.db, { email: 'bea@reset.test', role: 'support' });
    const old = await startSession(t.db, t.ctx.config, {
      personId: bea.id,
      method: 'password',
      userAgent: 'x',
      ip: 'y',
    });
    await t.db.query(
      `INSERT INTO sign_in_failures (scope) VALUES ('account:bea@reset.test'), ('account:bea@reset.test')`,
    );
    expect(await ask('bea@reset.test')).toBe('sent');
    const token = relay.tokenSentTo('bea@reset.test')!;

    const weak = await refusal(completePasswordReset(t.ctx, { token, password: 'password1234' }, client));
    expect((weak as Invalid).details?.[0]?.field).toBe('password');

    const { session, data } = await completePasswordReset(t.ctx, { token, password: newPassword }, client);
    expect(data.person.email).toBe('bea@reset.test');
    const sessions = await t.db.query<{ id: string; method: string; revoked: boolean }>(
      `SELECT id, method, revoked_at IS NOT NULL AS revoked FROM sessions WHERE person_id = $1 ORDER BY created_at`,
      [bea.id],
    );
    expect(sessions).toEqual([
      { id: old.id, method: 'password', revoked: true },
      { id: session.id, method: 'reset', revoked: false },
    ]);
    expect(await t.db.query(`SELECT * FROM sign_in_failures WHERE scope = 'account:bea@reset.test'`)).toEqual(
      [],
    );
    const [row] = await t.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM people WHERE id = $1`,
      [bea.id],
    );
    expect(await verifyPassword(row!.password_hash, newPassword)).toBe(true);
    expect(await verifyPassword(row!.password_hash, goodPassword)).toBe(false);

    const again = await refusal(
      completePasswordReset(t.ctx, { token, password: 'another-fine-passphrase' }, client),
    );
    expect(again).toBeInstanceOf(LinkInvalid);
  });

  it('expires after an hour; an unknown token is refused alike; using one link spends the others', async () => {
    await addPerson(t.db, { email: 'cal@reset.test', role: 'viewer' });
    await ask('cal@reset.test');
    const first = relay.tokenSentTo('cal@reset.test')!;
    await t.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second'`);
    expect(
      await refusal(completePasswordReset(t.ctx, { token: first, password: newPassword }, client)),
    ).toBeInstanceOf(LinkInvalid);
    expect(
      await refusal(completePasswordReset(t.ctx, { token: 'y'.repeat(43), password: newPassword }, client)),
    ).toBeInstanceOf(LinkInvalid);
    await ask('cal@reset.test');
    const second = relay.tokenSentTo('cal@reset.test')!;
    await ask('cal@reset.test');
    const third = relay.tokenSentTo('cal@reset.test')!;
    await completePasswordReset(t.ctx, { token: third, password: newPassword }, client);
    expect(
      await refusal(completePasswordReset(t.ctx, { token: second, password: newPassword }, client)),
    ).toBeInstanceOf(LinkInvalid);
  });

  it('two completions racing with one link: one wins', async () => {
    await addPerson(t.db, { email: 'dot@reset.test', role: 'viewer' });
    await ask('dot@reset.test');
    const token = relay.tokenSentTo('dot@reset.test')!;
    const results = await Promise.allSettled([
      completePasswordReset(t.ctx, { token, password: newPassword }, client),
      completePasswordReset(t.ctx, { token, password: 'another-fine-passphrase' }, client),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});
