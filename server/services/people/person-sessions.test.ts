import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceContext, type ServiceTestContext } from '../../test/direct-service';
import { addPerson, addSession, codeAt, t0, unrevokedSessionIds } from '../../test/account-fixtures';
import type { AuditActor } from '../../store/repos/audit-repo';
import { Conflict, NotFound } from '../errors';
import { listPersonSessions, resetPersonTotp, revokePersonSessions } from './person-sessions';
import { verifySecondFactor } from './second-factor';
import { beginTotpEnrollment, confirmTotpEnrollment } from './totp-enrollment';

/**
 * An Owner's hand on another person's sign-in, through the services on a real store (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set): their sessions listed and ended, their second factor
 * reset; each change audited with the Owner behind it; refusals that change nothing.
 */
let t: ServiceTestContext;
let owner: Awaited<ReturnType<typeof addPerson>>;
let caller: { id: number; sessionId: string };
let actor: AuditActor;
beforeAll(async () => {
  t = await startServiceContext();
  owner = await addPerson(t.db, { role: 'owner' });
  caller = { id: owner.id, sessionId: (await addSession(t.db, owner.id)).id };
  actor = { keyId: null, keyName: null, requestId: 'req-owner', personId: owner.id, personName: owner.name };
});
afterAll(() => t.close());

const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as Error);
const lastAudit = async () =>
  (
    await t.db.query<Record<string, unknown>>(
      `SELECT action, target_type, target_id, target_label, detail, person_id::text, person_name, key_id, request_id
         FROM audit_log ORDER BY id DESC LIMIT 1`,
    )
  )[0];
const auditCount = () => t.count('audit_log');
const live = (personId: number) => unrevokedSessionIds(t.db, personId);

/** A person with a confirmed second factor and one recovery code. */
async function withSecondFactor() {
  const person = await addPerson(t.db);
  const me = { id: person.id, sessionId: 'unused' };
  const { secret } = await beginTotpEnrollment(t.ctx, me);
  const ctx = { ...t.ctx, now: () => new Date(t0) };
  const { recovery_codes } = await confirmTotpEnrollment(ctx, me, { code: codeAt(secret, person.email, t0) });
  return { person, secret, recoveryCode: recovery_codes[0]! };
}

describe("a person's sessions", () => {
  it("lists the person's live sessions, and only theirs", async () => {
    const person = await addPerson(t.db);
    const a = await addSession(t.db, person.id, 'browser a');
    const b = await addSession(t.db, person.id, 'browser b');
    const { sessions } = await listPersonSessions(t.ctx, caller, person.id);
    expect(sessions.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    expect(sessions.every((s) => !s.current)).toBe(true);
    // The Owner's own list marks the session they look from.
    const own = await listPersonSessions(t.ctx, caller, owner.id);
    expect(own.sessions.find((s) => s.current)?.id).toBe(caller.sessionId);
  });

  it('ends every session of the person, audited with the Owner behind it; nobody else’s', async () => {
    const person = await addPerson(t.db);
    await addSession(t.db, person.id);
    await addSession(t.db, person.id);
    expect(await revokePersonSessions(t.ctx, actor, person.id)).toEqual({ ok: true });
    expect(await live(person.id)).toEqual([]);
    expect(await live(owner.id)).toEqual([caller.sessionId]);
    expect(await lastAudit()).toEqual({
      action: 'person.revoke_sessions',
      target_type: 'person',
      target_id: String(person.id),
      target_label: person.email,
      detail: { sessions_ended: 2 },
      person_id: String(owner.id),
      person_name: owner.name,
      key_id: null,
      request_id: 'req-owner',
    });
  });

  it('answers an unknown or removed person with NotFound, writing nothing', async () => {
    const removed = await addPerson(t.db);
    await t.db.query('UPDATE people SET removed_at = now() WHERE id = $1', [removed.id]);
    const before = await auditCount();
    for (const id of [removed.id, 987_654]) {
      expect(await refusal(listPersonSessions(t.ctx, caller, id))).toBeInstanceOf(NotFound);
      expect(await refusal(revokePersonSessions(t.ctx, actor, id))).toBeInstanceOf(NotFound);
      expect(await refusal(resetPersonTotp(t.ctx, actor, caller, id))).toBeInstanceOf(NotFound);
    }
    expect(await auditCount()).toBe(before);
  });
});

describe('resetPersonTotp', () => {
  it('removes the second factor and every recovery code, audited; the person answers without one', async () => {
    const { person, secret, recoveryCode } = await withSecondFactor();
    const { person: after } = await resetPersonTotp(t.ctx, actor, caller, person.id);
    expect(after).toMatchObject({ id: person.id, totp_enabled: false });
    const [row] = await t.db.query(
      'SELECT totp_secret, totp_pending, totp_last_step FROM people WHERE id = $1',
      [person.id],
    );
    expect(row).toEqual({ totp_secret: null, totp_pending: null, totp_last_step: null });
    expect(await t.db.query('SELECT 1 FROM recovery_codes WHERE person_id = $1', [person.id])).toEqual([]);
    // Neither an old code nor a recovery code passes any more.
    const check = (code: string) =>
      t.db.transaction((tx) => verifySecondFactor(tx, person, code, t0 + 30_000));
    expect(await check(codeAt(secret, person.email, t0 + 30_000))).toBe(false);
    expect(await check(recoveryCode)).toBe(false);
    expect(await lastAudit()).toMatchObject({
      action: 'person.reset_totp',
      target_id: String(person.id),
      target_label: person.email,
      detail: { before: { totp_enabled: true } },
      person_id: String(owner.id),
    });
  });

  it('refuses one’s own (that takes a current code, on one’s account) and a person without one, writing nothing', async () => {
    const mine = await withSecondFactor();
    const me = { id: mine.person.id, sessionId: 'x' };
    const before = await auditCount();
    const own = await refusal(resetPersonTotp(t.ctx, actor, me, mine.person.id));
    expect(own).toBeInstanceOf(Conflict);
    expect(own!.message).toContain('your own');
    const [kept] = await t.db.query<{ s: string }>('SELECT totp_secret AS s FROM people WHERE id = $1', [
      mine.person.id,
    ]);
    expect(kept!.s).toBe(mine.secret);
    const plain = await addPerson(t.db);
    const none = await refusal(resetPersonTotp(t.ctx, actor, caller, plain.id));
    expect(none).toBeInstanceOf(Conflict);
    expect(none!.message).toContain('has no second factor');
    expect(await auditCount()).toBe(before);
  });
});
