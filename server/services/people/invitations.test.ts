import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceContext, type ServiceTestContext } from '../../test/direct-service';
import { addPerson, goodPassword, personActor } from '../../test/people';
import { withLoopbackRelay } from '../../test/people-mail';
import { Conflict, Forbidden, Invalid, LinkInvalid } from '../errors';
import { acceptInvitation, readInvitation } from './accept-invitation';
import { invitePerson, resendInvitation } from './invite';
import { removePerson, updatePerson } from './people-admin';

/**
 * Invitations through the services, on a real store (PGlite, and TEST_DATABASE_URL when set): the
 * email through the service's own sending path (system mail) or a real SMTP relay on loopback, the
 * link single-use, expiring and revocable, every change audited with the person behind it.
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: ServiceTestContext;
let relay: Awaited<ReturnType<typeof withLoopbackRelay>>;
let owner: Awaited<ReturnType<typeof addPerson>>;
const client = { userAgent: 'vitest', ip: '127.0.0.1', requestId: 'req-accept' };
const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as Error);

beforeAll(async () => {
  t = await startServiceContext();
  relay = await withLoopbackRelay(t.ctx);
  owner = await addPerson(t.db, { email: 'owner@people.test', role: 'owner', name: 'Olive Owner' });
});
afterAll(async () => {
  await relay.close();
  await t.close();
});

const peopleAudit = async () =>
  t.db.query<{ action: string; target_id: string; person_id: string | null; person_name: string | null }>(
    `SELECT action, target_id, person_id::text, person_name FROM audit_log WHERE target_type = 'person' ORDER BY id`,
  );

describe(`invitePerson (${engine})`, () => {
  it('without a relay, the invitation email is system mail: in the store, shown by the system filter', async () => {
    // No NOTIFY_SMTP_URL: the relay is never asked.
    const ctx = { ...t.ctx, relayMail: () => Promise.reject(new Error('the relay was asked')) };
    const { person } = await invitePerson(ctx, personActor(owner), owner, {
      email: ' Sam@People.TEST ',
      role: 'support',
    });
    expect(person).toMatchObject({ email: 'sam@people.test', role: 'support', state: 'invited', name: '' });
    expect(Date.parse(person.invitation_expires_at!) - Date.now()).toBeGreaterThan(71.9 * 3_600_000);
    const mail = await t.db.query(
      `SELECT to_email, subject, origin, domain_id FROM messages WHERE to_email = 'sam@people.test'`,
    );
    expect(mail).toEqual([
      {
        to_email: 'sam@people.test',
        subject: 'You are invited to Relaydesk',
        origin: 'system',
        domain_id: null,
      },
    ]);
    expect((await peopleAudit()).at(-1)).toEqual({
      action: 'person.invite',
      target_id: String(person.id),
      person_id: String(owner.id),
      person_name: 'Olive Owner',
    });
    // Stored only as a hash; the message keeps the subject, never the link.
    const [inv] = await t.db.query<{ token_hash: string }>(
      `SELECT token_hash FROM invitations WHERE person_id = $1`,
      [person.id],
    );
    expect(inv!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an address with access or an open invitation is refused, and nothing changes', async () => {
    const before = await t.count('people');
    const error = await refusal(
      invitePerson(relay.ctx, personActor(owner), owner, { email: 'sam@people.test', role: 'viewer' }),
    );
    expect(error).toBeInstanceOf(Conflict);
    expect(await t.count('people')).toBe(before);
  });

  it('only an Owner invites an Owner; bad input names the field', async () => {
    const admin = await addPerson(t.db, { email: 'admin@people.test', role: 'admin' });
    expect(
      await refusal(
        invitePerson(relay.ctx, personActor(admin), admin, { email: 'x@people.test', role: 'owner' }),
      ),
    ).toBeInstanceOf(Forbidden);
    const bad = await refusal(
      invitePerson(relay.ctx, personActor(owner), owner, { email: 'nope', role: 'chief' }),
    );
    expect(bad).toBeInstanceOf(Invalid);
    expect((bad as Invalid).details?.map((d) => d.field).sort()).toEqual(['email', 'role']);
  });
});

describe(`the invitation link (${engine})`, () => {
  it('reads what it is for, then signs the person in once: name, password, active, audited as them', async () => {
    const { person } = await invitePerson(relay.ctx, personActor(owner), owner, {
      email: 'dev@people.test',
      role: 'developer',
    });
    const token = relay.tokenSentTo('dev@people.test')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await readInvitation(t.ctx, { token })).toEqual({
      email: 'dev@people.test',
      role: 'developer',
      invited_by: 'Olive Owner',
      expires_at: person.invitation_expires_at,
    });
    const { session, data } = await acceptInvitation(
      t.ctx,
      { token, name: ' Dee Dev ', password: goodPassword },
      client,
    );
    expect(data.person).toMatchObject({ id: person.id, name: 'Dee Dev', state: 'active', role: 'developer' });
    expect(data.powers).toContain('webhooks.manage');
    expect(data.csrf_token).toBe(session.csrfToken);
    const [row] = await t.db.query<{ method: string; revoked_at: Date | null }>(
      `SELECT method, revoked_at FROM sessions WHERE id = $1`,
      [session.id],
    );
    expect(row).toEqual({ method: 'invitation', revoked_at: null });
    expect((await peopleAudit()).at(-1)).toEqual({
      action: 'person.activate',
      target_id: String(person.id),
      person_id: String(person.id),
      person_name: 'Dee Dev',
    });
    // Used: the same link no longer reads nor works, and says only that.
    expect(await refusal(readInvitation(t.ctx, { token }))).toBeInstanceOf(LinkInvalid);
    expect(
      await refusal(acceptInvitation(t.ctx, { token, name: 'Again', password: goodPassword }, client)),
    ).toBeInstanceOf(LinkInvalid);
  });

  it('two accepts racing with one link: one signs in, the other is told the link no longer works', async () => {
    await invitePerson(relay.ctx, personActor(owner), owner, { email: 'race@people.test', role: 'viewer' });
    const token = relay.tokenSentTo('race@people.test')!;
    const results = await Promise.allSettled(
      ['First', 'Second'].map((name) =>
        acceptInvitation(t.ctx, { token, name, password: goodPassword }, client),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(LinkInvalid);
    const sessions = await t.db.query(
      `SELECT s.id FROM sessions s JOIN people p ON p.id = s.person_id WHERE p.email = 'race@people.test'`,
    );
    expect(sessions).toHaveLength(1);
  });

  it('expires after 72 hours', async () => {
    const { person } = await invitePerson(relay.ctx, personActor(owner), owner, {
      email: 'late@people.test',
      role: 'viewer',
    });
    const token = relay.tokenSentTo('late@people.test')!;
    await t.db.query(`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE person_id = $1`, [
      person.id,
    ]);
    expect(await refusal(readInvitation(t.ctx, { token }))).toBeInstanceOf(LinkInvalid);
    expect(
      await refusal(acceptInvitation(t.ctx, { token, name: 'Late', password: goodPassword }, client)),
    ).toBeInstanceOf(LinkInvalid);
  });

  it('a new link revokes the old one; removing the invited person revokes the invitation', async () => {
    const { person } = await invitePerson(relay.ctx, personActor(owner), owner, {
      email: 'again@people.test',
      role: 'viewer',
    });
    const first = relay.tokenSentTo('again@people.test')!;
    await resendInvitation(relay.ctx, personActor(owner), owner, person.id);
    const second = relay.tokenSentTo('again@people.test')!;
    expect(second).not.toBe(first);
    expect(await refusal(readInvitation(t.ctx, { token: first }))).toBeInstanceOf(LinkInvalid);
    expect((await readInvitation(t.ctx, { token: second })).email).toBe('again@people.test');
    // A role changed while invited is the role the link reads (and the person gets).
    await updatePerson(t.ctx, personActor(owner), owner, person.id, { role: 'developer' });
    expect((await readInvitation(t.ctx, { token: second })).role).toBe('developer');
    await removePerson(t.ctx, personActor(owner), owner, person.id);
    expect(await refusal(readInvitation(t.ctx, { token: second }))).toBeInstanceOf(LinkInvalid);
    expect((await peopleAudit()).slice(-3).map((e) => e.action)).toEqual([
      'person.invite',
      'person.update',
      'person.remove',
    ]);
  });

  it('a wrong token and a weak password are refused and change nothing', async () => {
    expect(await refusal(readInvitation(t.ctx, { token: 'x'.repeat(43) }))).toBeInstanceOf(LinkInvalid);
    await invitePerson(relay.ctx, personActor(owner), owner, { email: 'weak@people.test', role: 'viewer' });
    const token = relay.tokenSentTo('weak@people.test')!;
    for (const password of ['password1234', 'short', 'weak-people-password']) {
      const error = await refusal(acceptInvitation(t.ctx, { token, name: 'W', password }, client));
      expect(error, password).toBeInstanceOf(Invalid);
      expect((error as Invalid).details?.[0]?.field).toBe('password');
    }
    expect((await readInvitation(t.ctx, { token })).email).toBe('weak@people.test');
  });

  it('a relay that refuses: the invitation stands and the answer says the email was not sent', async () => {
    const ctx = { ...relay.ctx, relayMail: async () => ({ ok: false, error: '550 no relaying' }) };
    const error = await refusal(
      invitePerson(ctx, personActor(owner), owner, { email: 'lost@people.test', role: 'viewer' }),
    );
    expect(error?.message).toContain('550 no relaying');
    expect(await t.db.query(`SELECT role FROM people WHERE email = 'lost@people.test'`)).toEqual([
      { role: 'viewer' },
    ]);
  });
});
