import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personSchema } from '../../src/contract';
import { startTestService, type TestService } from '../test/harness';
import { addPerson, sessionHeaders } from '../test/people';
import { until } from '../test/until';

/**
 * The people endpoints over real HTTP, signed in as people (a session cookie, its CSRF token and a
 * same-origin Origin): the Owner invites, changes roles, removes, resends and sets sign-in settings;
 * other roles are refused; a removed person's next request is refused. Needs AUTH's route.ts (cookie
 * authentication) to pass.
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let s: TestService;
let owner: Awaited<ReturnType<typeof addPerson>>;
let asOwner: Record<string, string>;

beforeAll(async () => {
  s = await startTestService();
  owner = await addPerson(s.db, { email: 'owner@routes.test', role: 'owner', name: 'Olive' });
  asOwner = await sessionHeaders(s.db, s.ctx.config, owner.id, new URL(s.base).origin);
});
afterAll(() => s.close());

const as = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  s.call(method, path, body, null, headers);

describe(`people endpoints, signed in (${engine})`, () => {
  it('the Owner invites: 201, the person invited, the email as system mail, audited with the Owner', async () => {
    const invited = await as(asOwner, 'POST', '/people', { email: 'ivy@routes.test', role: 'support' });
    expect(invited.status, invited.text).toBe(201);
    const person = personSchema.parse(invited.json.data.person);
    expect(person).toMatchObject({ email: 'ivy@routes.test', state: 'invited', role: 'support' });
    const system = async () =>
      (await s.call('GET', '/messages?system=only')).json.data.messages as { to: string }[];
    await until('the invitation email', async () => (await system()).some((m) => m.to === 'ivy@routes.test'));
    const audit = (await s.call('GET', '/audit-log?target_type=person')).json.data.entries;
    expect(audit[0]).toMatchObject({ action: 'person.invite', person_id: owner.id, person_name: 'Olive' });

    const listed = await as(asOwner, 'GET', '/people');
    expect(listed.status).toBe(200);
    expect(listed.json.data.people.map((p: { email: string }) => p.email)).toEqual([
      'owner@routes.test',
      'ivy@routes.test',
    ]);
    const resent = await as(asOwner, 'POST', `/people/${person.id}/invitation`);
    expect(resent.status, resent.text).toBe(200);
  });

  it('changes a role, refuses to demote the last Owner, removes; the removed person is signed out', async () => {
    const sam = await addPerson(s.db, { email: 'sam@routes.test', role: 'support' });
    const asSam = await sessionHeaders(s.db, s.ctx.config, sam.id, new URL(s.base).origin);
    expect((await as(asSam, 'GET', '/messages')).status).toBe(200);
    expect((await as(asSam, 'PATCH', `/people/${sam.id}`, { role: 'owner' })).status).toBe(403);

    const changed = await as(asOwner, 'PATCH', `/people/${sam.id}`, { role: 'viewer' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.data.person.role).toBe('viewer');
    const last = await as(asOwner, 'PATCH', `/people/${owner.id}`, { role: 'admin' });
    expect(last.status).toBe(409);
    expect((await as(asOwner, 'DELETE', `/people/${owner.id}`)).status).toBe(409);

    const removed = await as(asOwner, 'DELETE', `/people/${sam.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect((await as(asSam, 'GET', '/messages')).status).toBe(401);
  });

  it('the sign-in settings: read by the Owner, required second factor set and audited', async () => {
    const read = await as(asOwner, 'GET', '/sign-in-settings');
    expect(read.status).toBe(200);
    expect(read.json.data.require_totp).toBe(false);
    const set = await as(asOwner, 'PATCH', '/sign-in-settings', { require_totp: true });
    expect(set.status, set.text).toBe(200);
    expect(set.json.data.require_totp).toBe(true);
    const entries = (await s.call('GET', '/audit-log?target_type=sign_in_settings')).json.data.entries;
    expect(entries[0]).toMatchObject({ action: 'sign_in_settings.update', person_id: owner.id });
    await as(asOwner, 'PATCH', '/sign-in-settings', { require_totp: false });
  });

  it('a state-changing request without the CSRF token is refused and changes nothing', async () => {
    const { [Object.keys(asOwner).find((k) => /csrf/i.test(k))!]: _csrf, ...noToken } = asOwner;
    const refused = await as(noToken, 'POST', '/people', { email: 'csrf@routes.test', role: 'viewer' });
    expect(refused.status).toBe(403);
    expect(await s.db.query(`SELECT id FROM people WHERE email = 'csrf@routes.test'`)).toEqual([]);
  });
});
