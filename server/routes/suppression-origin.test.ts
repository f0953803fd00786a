import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

const find = async (email: string) =>
  (await s.call('GET', `/suppressions?q=${encodeURIComponent(email)}`)).json.data.suppressions[0];

describe('suppression origin', () => {
  it('records api (the key by name) and dashboard origins on a single add', async () => {
    const api = await s.call('POST', '/suppressions', { email: 'api@origin.test' }, s.keys.admin);
    expect(api.json.data.suppression.source).toEqual({ type: 'api', key_name: 'admin' });
    const dash = await s.call('POST', '/suppressions', {
      email: 'dash@origin.test',
      source: { type: 'dashboard' },
    });
    expect(dash.json.data.suppression.source).toEqual({ type: 'dashboard', key_name: 'all' });
    expect((await find('dash@origin.test')).source).toEqual({ type: 'dashboard', key_name: 'all' });
    const log = JSON.stringify((await s.call('GET', '/audit-log')).json);
    expect(log).not.toContain(s.keys.admin);
  });

  it('records an automatic origin with the message and its SMTP response', async () => {
    const sent = await s.call('POST', '/messages', { to: 'bounce@origin.test', subject: 'Hi' });
    expect(sent.status).toBe(202);
    await s.settle();
    const row = await find('bounce@origin.test');
    expect(row.reason).toBe('hard_bounce');
    expect(row.source).toMatchObject({ type: 'automatic', message_id: sent.json.data.message.id });
    expect(row.source.smtp_response).toMatch(/^550/);
  });

  it('keeps an import’s file, row and original date, and restores a removed row exactly', async () => {
    const res = await s.call('POST', '/suppressions/batch', {
      items: [
        {
          email: 'old@origin.test',
          reason: 'complaint',
          created_at: '2021-03-04T05:06:07.000Z',
          source: { type: 'import', file: 'spam_reports.csv', row: 7 },
        },
      ],
    });
    expect(res.status).toBe(200);
    const created = res.json.data.results[0].suppression;
    expect(created).toMatchObject({
      email: 'old@origin.test',
      reason: 'complaint',
      created_at: '2021-03-04T05:06:07.000Z',
      source: { type: 'import', file: 'spam_reports.csv', row: 7, key_name: 'all' },
    });
    // The original date is kept, and the import's own date recorded beside it.
    expect(Date.now() - Date.parse(created.source.imported_at)).toBeLessThan(60_000);
    const removed = (await s.call('DELETE', `/suppressions/${created.id}`)).json.data.suppression;
    const { email, reason, created_at, source } = removed;
    const back = await s.call('POST', '/suppressions/batch', {
      items: [{ email, reason, created_at, source }],
    });
    const restored = back.json.data.results[0].suppression;
    expect({ ...restored, id: 0 }).toEqual({ ...created, id: 0 });
  });

  it('records no import date when the import took today as the date', async () => {
    const res = await s.call('POST', '/suppressions/batch', {
      items: [{ email: 'today@origin.test', source: { type: 'import', file: 'list.csv', row: 2 } }],
    });
    expect(res.json.data.results[0].suppression.source).toEqual({
      type: 'import',
      file: 'list.csv',
      row: 2,
      key_name: 'all',
    });
  });

  it('refuses an automatic origin from any caller, single or batch, changing nothing', async () => {
    const row = await find('bounce@origin.test');
    await s.call('DELETE', `/suppressions/${row.id}`);
    // Even the row's own origin, sent back as it was: only the delivery path writes `automatic`.
    const batch = await s.call('POST', '/suppressions/batch', {
      items: [{ email: 'fine@origin.test' }, { email: row.email, reason: row.reason, source: row.source }],
    });
    expect(batch.status).toBe(400);
    expect(batch.json.error.details).toContainEqual(
      expect.objectContaining({
        field: 'items.1.source.type',
        message: expect.stringMatching(/service itself/),
      }),
    );
    const single = await s.call('POST', '/suppressions', {
      email: 'forged@origin.test',
      reason: 'hard_bounce',
      source: { type: 'automatic', smtp_response: '550 5.1.1 made up' },
    });
    expect(single.status).toBe(400);
    expect(single.json.error.details[0].field).toBe('source.type');
    for (const email of [row.email, 'fine@origin.test', 'forged@origin.test'])
      expect(await find(email)).toBeUndefined();
  });

  it.each([
    ['another key’s name', { type: 'import', file: 'x.csv', key_name: 'stats' }, 'key_name'],
    [
      'a causing message on a non-automatic origin',
      { type: 'api', message_id: crypto.randomUUID() },
      'message_id',
    ],
    [
      'an SMTP reply on a non-automatic origin',
      { type: 'dashboard', smtp_response: '550 no' },
      'smtp_response',
    ],
  ])('refuses %s, single or batch, changing nothing', async (_, source, field) => {
    const single = await s.call('POST', '/suppressions', { email: 'claim@origin.test', source });
    expect(single.status).toBe(400);
    expect(single.json.error.details[0].field).toBe(`source.${field}`);
    const batch = await s.call('POST', '/suppressions/batch', {
      items: [{ email: 'fine@origin.test' }, { email: 'claim@origin.test', source }],
    });
    expect(batch.status).toBe(400);
    expect(batch.json.error.details[0].field).toBe(`items.1.source.${field}`);
    expect(await find('claim@origin.test')).toBeUndefined();
    expect(await find('fine@origin.test')).toBeUndefined();
  });

  it('takes the caller’s own key name, or none, and always records the caller’s', async () => {
    const own = await s.call('POST', '/suppressions', {
      email: 'own@origin.test',
      source: { type: 'dashboard', key_name: 'all' },
    });
    expect(own.json.data.suppression.source).toEqual({ type: 'dashboard', key_name: 'all' });
    const batch = await s.call(
      'POST',
      '/suppressions/batch',
      { items: [{ email: 'mine@origin.test', source: { type: 'import', file: 'f.csv' } }] },
      s.keys.admin,
    );
    expect(batch.json.data.results[0].suppression.source).toEqual({
      type: 'import',
      file: 'f.csv',
      key_name: 'admin',
    });
  });

  it('refuses an import origin from a key without admin, storing nothing', async () => {
    const res = await s.call(
      'POST',
      '/suppressions/batch',
      { items: [{ email: 'stats-import@origin.test', source: { type: 'import', file: 'f.csv', row: 1 } }] },
      s.keys.stats,
    );
    expect(res.status).toBe(403);
    expect(await find('stats-import@origin.test')).toBeUndefined();
  });

  it.each([
    [{ email: 'f@origin.test', created_at: new Date(Date.now() + 86_400_000).toISOString() }, 'created_at'],
    [{ email: 'f@origin.test', created_at: 'yesterday' }, 'created_at'],
    [{ email: 'f@origin.test', source: { type: 'automatic', message_id: 'nope' } }, 'source.message_id'],
  ])('refuses %j with a 400 naming items.1.%s, changing nothing', async (bad, field) => {
    const res = await s.call('POST', '/suppressions/batch', {
      items: [{ email: 'fine@origin.test' }, bad],
    });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].field).toBe(`items.1.${field}`);
    expect(await find('fine@origin.test')).toBeUndefined();
  });

  it('refuses an original date from a key without admin', async () => {
    const res = await s.call(
      'POST',
      '/suppressions/batch',
      { items: [{ email: 'x@origin.test', created_at: '2020-01-01T00:00:00Z' }] },
      s.keys.stats,
    );
    expect(res.status).toBe(403);
  });
});
