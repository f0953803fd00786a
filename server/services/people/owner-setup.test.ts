import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceContext, type ServiceTestContext } from '../../test/direct-service';
import { addPerson, goodPassword } from '../../test/people';
import { Invalid, LinkInvalid } from '../errors';
import { acceptInvitation, readInvitation } from './accept-invitation';
import { ownerSetupLine, ownerSetupToken } from './owner-setup';

/**
 * The first start's Owner link, decided on a real store: one per start while nobody has ever come
 * in (the newest revokes the last), none once anyone exists; used with the address the Owner gives.
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: ServiceTestContext;
const client = { userAgent: 'vitest', ip: '127.0.0.1', requestId: 'req-owner' };
const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as Error);

beforeAll(async () => {
  t = await startServiceContext();
});
afterAll(() => t.close());

describe(`ownerSetupToken (${engine})`, () => {
  it('makes a new link at each start while nobody exists, revoking the one before', async () => {
    const first = (await ownerSetupToken(t.db, new Date()))!;
    const second = (await ownerSetupToken(t.db, new Date()))!;
    expect(second).not.toBe(first);
    expect(await refusal(readInvitation(t.ctx, { token: first }))).toBeInstanceOf(LinkInvalid);
    const read = await readInvitation(t.ctx, { token: second });
    expect(read).toMatchObject({ email: null, role: 'owner', invited_by: null });
    expect(Date.parse(read.expires_at) - Date.now()).toBeGreaterThan(71.9 * 3_600_000);
    expect(ownerSetupLine('http://127.0.0.1:8787', second)).toBe(
      `Set the Owner's password with this link (once): http://127.0.0.1:8787/invitation#token=${second}`,
    );
  });

  it('is used with the address the Owner gives (required), once; then no start makes another', async () => {
    const token = (await ownerSetupToken(t.db, new Date()))!;
    const missing = await refusal(
      acceptInvitation(t.ctx, { token, name: 'Olive', password: goodPassword }, client),
    );
    expect(missing).toBeInstanceOf(Invalid);
    expect((missing as Invalid).details).toEqual([{ field: 'email', message: 'is required' }]);
    const { data } = await acceptInvitation(
      t.ctx,
      { token, name: 'Olive', password: goodPassword, email: 'olive@owner.test' },
      client,
    );
    expect(data.person).toMatchObject({ email: 'olive@owner.test', role: 'owner', state: 'active' });
    expect(data.powers).toContain('people.manage');
    const [entry] = await t.db.query(
      `SELECT action, person_id::text, person_name, detail FROM audit_log WHERE action = 'person.activate'`,
    );
    expect(entry).toEqual({
      action: 'person.activate',
      person_id: String(data.person.id),
      person_name: 'Olive',
      detail: { after: { email: 'olive@owner.test', name: 'Olive', role: 'owner' }, owner_setup: true },
    });
    expect(await ownerSetupToken(t.db, new Date())).toBeNull();
  });

  it('makes none on a store that has had people, even if all were removed', async () => {
    const other = await startServiceContext();
    try {
      const gone = await addPerson(other.db, { email: 'gone@owner.test', role: 'owner' });
      await other.db.query(`UPDATE people SET removed_at = now() WHERE id = $1`, [gone.id]);
      expect(await ownerSetupToken(other.db, new Date())).toBeNull();
    } finally {
      await other.close();
    }
  });
});
