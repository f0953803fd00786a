import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

const create = (body: unknown, key = s.keys.all) => s.call('POST', '/keys', body, key);

describe('API keys', () => {
  it('creates a key once-shown, lists it without the key, and the new key works with its permissions', async () => {
    const res = await create({ name: 'Support desk', permissions: ['stats', 'stats'] });
    expect(res.status).toBe(201);
    const { key, secret } = res.json.data;
    expect(secret).toMatch(/^rd_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Support desk', permissions: ['stats'], revoked_at: null });
    expect(key.key_hint).toBe(secret.slice(-4));

    const list = await s.call('GET', '/keys', undefined, s.keys.admin);
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(secret);
    expect(list.json.data.keys).toContainEqual({ ...key, last_used_at: null });

    expect((await s.call('GET', '/stats/overview', undefined, secret)).status).toBe(200);
    expect((await s.call('GET', '/suppressions', undefined, secret)).status).toBe(403);
    expect((await s.call('GET', '/keys', undefined, secret)).status).toBe(403);
  });

  it('tells any key its own name and permissions', async () => {
    for (const [name, key] of Object.entries(s.keys)) {
      const res = await s.call('GET', '/keys/current', undefined, key);
      expect(res.status).toBe(200);
      expect(res.json.data.key.name).toBe(name);
    }
    const all = await s.call('GET', '/keys/current', undefined, s.keys.all);
    expect(all.json.data.key.permissions).toEqual(['admin', 'stats', 'send']);
    // It also says how far back message history goes (RETENTION_DAYS, 90 by default).
    expect(all.json.data.retention_days).toBe(90);
    expect((await s.call('GET', '/keys/current', undefined, null)).status).toBe(401);
  });

  it('records when a key was last used', async () => {
    const { secret, key } = (await create({ name: 'used', permissions: ['stats'] })).json.data;
    await s.call('GET', '/stats/overview', undefined, secret);
    await expect
      .poll(async () => {
        const list = await s.call('GET', '/keys', undefined, s.keys.admin);
        return list.json.data.keys.find((k: { id: number }) => k.id === key.id).last_used_at;
      })
      .toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('refuses bad input with the field named and creates nothing', async () => {
    const before = (await s.call('GET', '/keys', undefined, s.keys.admin)).json.data.keys.length;
    for (const body of [
      { name: '', permissions: ['stats'] },
      { name: 'x', permissions: [] },
      { name: 'x', permissions: ['root'] },
      { name: 'x', permissions: ['stats'], key: 'rd_chosen' },
    ]) {
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('invalid_request');
    }
    expect((await s.call('GET', '/keys', undefined, s.keys.admin)).json.data.keys).toHaveLength(before);
  });

  it('refuses to grant a permission the calling key lacks: 403 naming it, nothing created, no audit entry', async () => {
    const keysBefore = (await s.call('GET', '/keys', undefined, s.keys.admin)).json.data.keys.length;
    const auditBefore = (await s.call('GET', '/audit-log?limit=200', undefined, s.keys.admin)).json.data
      .entries.length;

    const refused = await create(
      { name: 'escalated', permissions: ['admin', 'stats', 'send'] },
      s.keys.admin,
    );
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('forbidden');
    expect(refused.json.error.message).toMatch(/"stats", "send"/);
    expect(refused.json.error.message).not.toMatch(/"admin"/);
    const one = await create({ name: 'escalated', permissions: ['send'] }, s.keys.admin);
    expect(one.status).toBe(403);
    expect(one.json.error.message).toMatch(/lacks the "send" permission/);

    expect((await s.call('GET', '/keys', undefined, s.keys.admin)).json.data.keys).toHaveLength(keysBefore);
    const audit = (await s.call('GET', '/audit-log?limit=200', undefined, s.keys.admin)).json.data.entries;
    expect(audit).toHaveLength(auditBefore);

    // What it holds, it may grant; a key holding everything may grant everything.
    expect((await create({ name: 'peer admin', permissions: ['admin'] }, s.keys.admin)).status).toBe(201);
    expect((await create({ name: 'full', permissions: ['admin', 'stats', 'send'] })).status).toBe(201);
  });

  it('revokes a key at once; it then answers 401', async () => {
    const { secret, key } = (await create({ name: 'leaked', permissions: ['stats'] })).json.data;
    const res = await s.call('DELETE', `/keys/${key.id}`, undefined, s.keys.admin);
    expect(res.status).toBe(200);
    expect(res.json.data.key.revoked_at).toMatch(/^\d{4}-/);
    expect((await s.call('GET', '/stats/overview', undefined, secret)).status).toBe(401);
    expect((await s.call('DELETE', `/keys/${key.id}`, undefined, s.keys.admin)).status).toBe(409);
    expect((await s.call('DELETE', '/keys/999999', undefined, s.keys.admin)).status).toBe(404);
  });

  it('refuses to revoke the key making the request, and the last admin key', async () => {
    const list = (await s.call('GET', '/keys', undefined, s.keys.admin)).json.data;
    const self = await s.call('DELETE', `/keys/${list.current_key_id}`, undefined, s.keys.admin);
    expect(self.status).toBe(409);
    expect(self.json.error.message).toMatch(/cannot revoke itself/);

    // Leave one admin key (`admin`): revoke every other active admin key with it.
    const admins = list.keys.filter(
      (k: { permissions: string[]; revoked_at: string | null; id: number }) =>
        k.permissions.includes('admin') && !k.revoked_at && k.id !== list.current_key_id,
    );
    for (const k of admins)
      expect((await s.call('DELETE', `/keys/${k.id}`, undefined, s.keys.admin)).status).toBe(200);
    const other = (await create({ name: 'second admin', permissions: ['admin'] }, s.keys.admin)).json.data;
    const last = await s.call('DELETE', `/keys/${list.current_key_id}`, undefined, other.secret);
    expect(last.status).toBe(200);
    const refused = await s.call('DELETE', `/keys/${other.key.id}`, undefined, other.secret);
    expect(refused.status).toBe(409);
    // The last admin key still works.
    expect((await s.call('GET', '/keys', undefined, other.secret)).status).toBe(200);
  });
});
