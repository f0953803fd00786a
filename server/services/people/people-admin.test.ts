import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceContext, type ServiceTestContext } from '../../test/direct-service';
import { addPerson, personActor } from '../../test/people';
import { startSession } from './start-session';
import { Conflict, Forbidden, Invalid, NotFound } from '../errors';
import { listPeople, removePerson, updatePerson } from './people-admin';
import { getSignInSettings, updateSignInSettings } from './sign-in-settings';

/**
 * Roles, removal and sign-in settings through the services on a real store: the last active Owner
 * stays one, only an Owner makes an Owner, removal ends sessions at once, every change is audited
 * with the person behind it and a refusal changes nothing.
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: ServiceTestContext;
let owner: Awaited<ReturnType<typeof addPerson>>;
const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as Error);
const lastAudit = async () =>
  (
    await t.db.query<{
      action: string;
      person_id: string | null;
      person_name: string | null;
      detail: unknown;
    }>(`SELECT action, person_id::text, person_name, detail FROM audit_log ORDER BY id DESC LIMIT 1`)
  )[0];
const auditCount = () => t.count('audit_log');

beforeAll(async () => {
  t = await startServiceContext({ OIDC_ALLOWED_DOMAINS: ['people.test'], SESSION_IDLE_MIN: 30 });
  owner = await addPerson(t.db, { email: 'owner@people.test', role: 'owner', name: 'Olive Owner' });
});
afterAll(() => t.close());

describe(`roles (${engine})`, () => {
  it('the last active Owner can be neither demoted nor removed; an invited Owner does not count', async () => {
    await addPerson(t.db, { email: 'maybe@people.test', role: 'owner', active: false });
    const before = await auditCount();
    for (const attempt of [
      updatePerson(t.ctx, personActor(owner), owner, owner.id, { role: 'admin' }),
      removePerson(t.ctx, personActor(owner), owner, owner.id),
    ]) {
      const error = await refusal(attempt);
      expect(error).toBeInstanceOf(Conflict);
      expect(error?.message).toContain('last Owner');
    }
    expect(await auditCount()).toBe(before);
    expect((await listPeople(t.ctx)).people.find((p) => p.id === owner.id)?.role).toBe('owner');
  });

  it('with a second Owner, one may step down; the change is audited as the person who made it', async () => {
    const second = await addPerson(t.db, { email: 'second@people.test', role: 'owner', name: 'Sid' });
    const { person } = await updatePerson(t.ctx, personActor(owner), owner, second.id, { role: 'admin' });
    expect(person).toMatchObject({ id: second.id, role: 'admin' });
    expect(await lastAudit()).toEqual({
      action: 'person.update',
      person_id: String(owner.id),
      person_name: 'Olive Owner',
      detail: { before: { role: 'owner' }, after: { role: 'admin' } },
    });
    // Two Owners demoting each other at once: one stays an Owner.
    await updatePerson(t.ctx, personActor(owner), owner, second.id, { role: 'owner' });
    const asOwner = { ...second, role: 'owner' as const };
    const results = await Promise.allSettled([
      updatePerson(t.ctx, personActor(owner), owner, second.id, { role: 'viewer' }),
      updatePerson(t.ctx, personActor(second), asOwner, owner.id, { role: 'viewer' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const owners = await t.db.query(
      `SELECT id FROM people WHERE role = 'owner' AND activated_at IS NOT NULL`,
    );
    expect(owners).toHaveLength(1);
    // Put things back for the tests below: the original Owner is the Owner.
    await t.db.query(`UPDATE people SET role = 'owner' WHERE id = $1`, [owner.id]);
    await t.db.query(`UPDATE people SET role = 'admin' WHERE id = $1`, [second.id]);
  });

  it('only an Owner makes an Owner; unknown people and bad roles are refused', async () => {
    const admin = await addPerson(t.db, { email: 'admin@people.test', role: 'admin' });
    const viewer = await addPerson(t.db, { email: 'viewer@people.test', role: 'viewer' });
    const before = await auditCount();
    expect(
      await refusal(updatePerson(t.ctx, personActor(admin), admin, viewer.id, { role: 'owner' })),
    ).toBeInstanceOf(Forbidden);
    expect(
      await refusal(updatePerson(t.ctx, personActor(admin), admin, owner.id, { role: 'viewer' })),
    ).toBeInstanceOf(Forbidden);
    expect(
      await refusal(updatePerson(t.ctx, personActor(owner), owner, 999_999, { role: 'viewer' })),
    ).toBeInstanceOf(NotFound);
    expect(
      await refusal(updatePerson(t.ctx, personActor(owner), owner, viewer.id, { role: 'god', extra: 1 })),
    ).toBeInstanceOf(Invalid);
    expect(await auditCount()).toBe(before);
  });
});

describe(`removePerson (${engine})`, () => {
  it('ends their sessions at once, keeps the row for the audit trail, and lists them no more', async () => {
    const gone = await addPerson(t.db, { email: 'gone@people.test', role: 'support', name: 'Gus' });
    for (let i = 0; i < 2; i++) {
      await startSession(t.db, t.ctx.config, {
        personId: gone.id,
        method: 'password',
        userAgent: 'ua',
        ip: '::1',
      });
    }
    const { person } = await removePerson(t.ctx, personActor(owner), owner, gone.id);
    expect(person).toMatchObject({ email: 'gone@people.test', role: 'support' });
    const open = await t.db.query(`SELECT id FROM sessions WHERE person_id = $1 AND revoked_at IS NULL`, [
      gone.id,
    ]);
    expect(open).toEqual([]);
    expect((await listPeople(t.ctx)).people.map((p) => p.email)).not.toContain('gone@people.test');
    expect(await lastAudit()).toMatchObject({ action: 'person.remove', person_id: String(owner.id) });
    expect(await refusal(removePerson(t.ctx, personActor(owner), owner, gone.id))).toBeInstanceOf(NotFound);
  });

  it('lists the active first, then the invited', async () => {
    const { people } = await listPeople(t.ctx);
    const states = people.map((p) => p.state);
    expect(states.indexOf('invited')).toBeGreaterThan(states.lastIndexOf('active'));
    expect(people.find((p) => p.state === 'invited')).toHaveProperty('invitation_expires_at');
  });
});

describe(`sign-in settings (${engine})`, () => {
  it('requires a second factor when told, audited once per change, beside the configured values', async () => {
    expect(await getSignInSettings(t.ctx)).toEqual({
      require_totp: false,
      oidc_allowed_domains: ['people.test'],
      session_idle_minutes: 30,
      session_absolute_minutes: 10080,
    });
    const before = await auditCount();
    expect((await updateSignInSettings(t.ctx, personActor(owner), { require_totp: true })).require_totp).toBe(
      true,
    );
    await updateSignInSettings(t.ctx, personActor(owner), { require_totp: true });
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toEqual({
      action: 'sign_in_settings.update',
      person_id: String(owner.id),
      person_name: 'Olive Owner',
      detail: { before: { require_totp: false }, after: { require_totp: true } },
    });
    expect(
      await refusal(updateSignInSettings(t.ctx, personActor(owner), { require_totp: 'yes' })),
    ).toBeInstanceOf(Invalid);
    expect((await getSignInSettings(t.ctx)).require_totp).toBe(true);
  });
});
