import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

let s: TestService;
beforeAll(async () => {
  s = await startTestService({ SIMULATOR_STEP_MS: 0, ALLOW_LOOPBACK_WEBHOOKS: true });
});
afterAll(() => s.close());

const audit = async (query = '') =>
  (await s.call('GET', `/audit-log${query}`, undefined, s.keys.admin)).json.data;
const actions = (entries: { action: string }[]) => entries.map((e) => e.action);

describe('audit log search (q)', () => {
  it('finds every entry of a webhook by its URL, including tests and deleted webhooks', async () => {
    const hook = (
      await s.call('POST', '/webhooks', { url: 'https://hooks.search.example/in', event_types: ['bounced'] })
    ).json.data.webhook;
    await s.call('POST', `/webhooks/${hook.id}/rotate-secret`);
    await s.call('DELETE', `/webhooks/${hook.id}`);
    await s.call('POST', '/suppressions', { email: 'not-a-hook@x.example' });
    const { entries } = await audit('?q=HOOKS.search.example');
    expect(actions(entries)).toEqual(['webhook.delete', 'webhook.rotate_secret', 'webhook.create']);
  });

  it('finds a key by name: its creation and revocation, and the changes it made', async () => {
    const made = (await s.call('POST', '/keys', { name: 'Importer Bot', permissions: ['admin'] })).json.data;
    await s.call('POST', '/suppressions', { email: 'by-bot@x.example' }, made.secret);
    await s.call('DELETE', `/keys/${made.key.id}`, undefined, s.keys.admin);
    const { entries } = await audit('?q=importer%20bot');
    expect(actions(entries)).toEqual(['key.revoke', 'suppression.create', 'key.create']);
  });

  it('finds an address by a fragment; a blank search is refused', async () => {
    await s.call('POST', '/suppressions', { email: 'Fragment.Find@x.example' });
    const { entries } = await audit('?q=fragment.fi');
    expect(entries).toHaveLength(1);
    expect(entries[0].detail.after.email).toBe('fragment.find@x.example');
    expect((await audit('?q=%25')).entries).toEqual([]);
    expect((await s.call('GET', '/audit-log?q=%20', undefined, s.keys.admin)).status).toBe(400);
  });
});

describe('one audit entry per import', () => {
  it('adds every batch of one import to its one entry, naming the file', async () => {
    const id = randomUUID();
    const batch = (emails: string[]) =>
      s.call('POST', '/suppressions/batch', {
        items: emails.map((email) => ({ email })),
        import: { id, file: 'bounces-2026.csv' },
      });
    expect((await batch(['i1@x.example', 'i2@x.example', 'bad'])).status).toBe(200);
    expect((await batch(['i1@x.example', 'i3@x.example'])).status).toBe(200);
    const { entries } = await audit('?action=suppression.batch&limit=5');
    const mine = entries.filter((e: { detail: { import_id?: string } }) => e.detail.import_id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ target_id: 'import', key_name: 'all' });
    expect(mine[0].detail).toEqual({
      import_id: id,
      file: 'bounces-2026.csv',
      batches: 2,
      items: 5,
      created: 3,
      exists: 1,
      invalid: 1,
    });
    // Found by its file name too.
    expect(actions((await audit('?q=bounces-2026')).entries)).toEqual(['suppression.batch']);
  });

  it('still writes one entry per batch for a client that names no import; refuses a bad import id', async () => {
    const before = (await audit('?action=suppression.batch&limit=200')).entries.length;
    await s.call('POST', '/suppressions/batch', { items: [{ email: 'plain1@x.example' }] });
    await s.call('POST', '/suppressions/batch', { items: [{ email: 'plain2@x.example' }] });
    const after = (await audit('?action=suppression.batch&limit=200')).entries;
    expect(after).toHaveLength(before + 2);
    expect(after[0].detail).toEqual({ items: 1, created: 1, exists: 0, invalid: 0 });
    const bad = await s.call('POST', '/suppressions/batch', {
      items: [{ email: 'x@x.example' }],
      import: { id: 'nope' },
    });
    expect(bad.status).toBe(400);
  });
});
