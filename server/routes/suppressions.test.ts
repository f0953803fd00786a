import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

describe('suppressions', () => {
  it('adds an address, trimmed and lower-cased, with reason manual by default', async () => {
    const res = await s.call('POST', '/suppressions', { email: '  Jane.Doe@Example.COM ' });
    expect(res.status).toBe(201);
    expect(res.json.status).toBe('success');
    expect(res.json.data.suppression).toMatchObject({ email: 'jane.doe@example.com', reason: 'manual' });
    expect(res.json.data.suppression.id).toBeGreaterThan(0);
  });

  it('answers 409 with the existing row for a duplicate, and writes nothing', async () => {
    const before = await s.call('GET', '/suppressions?q=jane.doe');
    const res = await s.call('POST', '/suppressions', { email: 'JANE.DOE@example.com', reason: 'complaint' });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('conflict');
    expect(res.json.error.details[0].existing).toMatchObject({
      email: 'jane.doe@example.com',
      reason: 'manual',
    });
    const after = await s.call('GET', '/suppressions?q=jane.doe');
    expect(after.json.data).toEqual(before.json.data);
  });

  it.each([
    [{ email: 'not-an-address' }, 'email'],
    [{ email: 'a@b.co', reason: 'spam' }, 'reason'],
    [{ email: 'a@b.co', extra: 1 }, 'body'],
    [{}, 'email'],
    [[], 'body'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const res = await s.call('POST', '/suppressions', body);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_request');
    expect(res.json.error.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('refuses malformed JSON (400), other content types (415) and bodies over 1 MiB (413)', async () => {
    expect((await s.call('POST', '/suppressions', '{"email":')).status).toBe(400);
    const form = await s.call('POST', '/suppressions', 'email=a@b.co', s.keys.all, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(form.json.error.code).toBe('unsupported_media_type');
    const huge = await s.call(
      'POST',
      '/suppressions',
      JSON.stringify({ email: `${'a'.repeat(1024 * 1024)}@b.co` }),
    );
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('payload_too_large');
  });

  it('pages with a keyset cursor until next_cursor is null, with total counting the filter', async () => {
    const items = Array.from({ length: 25 }, (_, i) => ({
      email: `pager${String(i).padStart(2, '0')}@paging.test`,
      reason: i % 2 ? 'unsubscribe' : 'hard_bounce',
    }));
    const batch = await s.call('POST', '/suppressions/batch', { items });
    expect(batch.json.data.created).toBe(25);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await s.call(
        'GET',
        `/suppressions?q=paging.test&limit=10&order=email_asc${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.json.data.total).toBe(25);
      seen.push(...res.json.data.suppressions.map((x: { email: string }) => x.email));
      cursor = res.json.data.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(items.map((i) => i.email));

    const filtered = await s.call('GET', '/suppressions?q=PAGING&reason=unsubscribe&limit=1000');
    expect(filtered.json.data.total).toBe(12);
    expect(filtered.json.data.next_cursor).toBeNull();
  });

  it('pages newest first by default and oldest first on request, without gaps or repeats', async () => {
    const collect = async (order: string) => {
      const out: number[] = [];
      let cursor: string | null = null;
      do {
        const res = await s.call(
          'GET',
          `/suppressions?q=paging.test&limit=7&order=${order}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        out.push(...res.json.data.suppressions.map((x: { id: number }) => x.id));
        cursor = res.json.data.next_cursor;
      } while (cursor);
      return out;
    };
    const desc = await collect('created_at_desc');
    const asc = await collect('created_at_asc');
    expect(desc).toHaveLength(25);
    expect(new Set(desc).size).toBe(25);
    expect(asc).toEqual([...desc].reverse());
  });

  it('treats q as a literal substring (LIKE wildcards escaped)', async () => {
    await s.call('POST', '/suppressions', { email: 'under_score@wild.test' });
    await s.call('POST', '/suppressions', { email: 'underXscore@wild.test' });
    const res = await s.call('GET', '/suppressions?q=under_score');
    expect(res.json.data.suppressions.map((x: { email: string }) => x.email)).toEqual([
      'under_score@wild.test',
    ]);
  });

  it('refuses bad paging parameters and a cursor from another order', async () => {
    for (const q of ['limit=0', 'limit=1001', 'limit=abc', 'order=random', 'reason=spam', 'cursor=%%%']) {
      const res = await s.call('GET', `/suppressions?${q}`);
      expect(res.status, q).toBe(400);
    }
    const first = await s.call('GET', '/suppressions?limit=1&order=email_asc');
    const wrong = await s.call(
      'GET',
      `/suppressions?limit=1&order=created_at_desc&cursor=${first.json.data.next_cursor}`,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.details[0].field).toBe('cursor');
  });

  it('reports each batch item: created, exists (also for repeats in the batch) or invalid', async () => {
    await s.call('POST', '/suppressions', { email: 'already@batch.test' });
    const res = await s.call('POST', '/suppressions/batch', {
      items: [
        { email: 'new@batch.test', reason: 'unsubscribe' },
        { email: 'ALREADY@batch.test' },
        { email: 'nope' },
        { email: 'new@batch.test' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.data.results.map((r: { result: string }) => r.result)).toEqual([
      'created',
      'exists',
      'invalid',
      'exists',
    ]);
    expect(res.json.data.results[2].error).toMatch(/email/);
    expect(res.json.data).toMatchObject({ created: 1, exists: 2, invalid: 1 });
    expect((await s.call('POST', '/suppressions/batch', { items: [] })).status).toBe(400);
    const tooMany = Array.from({ length: 1001 }, (_, i) => ({ email: `x${i}@batch.test` }));
    expect((await s.call('POST', '/suppressions/batch', { items: tooMany })).status).toBe(400);
    expect((await s.call('GET', '/suppressions?q=x1@batch.test')).json.data.total).toBe(0);
  });

  it('deletes by id, answering the removed row; 404 for an unknown id, 400 for a malformed one', async () => {
    const created = await s.call('POST', '/suppressions', {
      email: 'gone@delete.test',
      reason: 'unsubscribe',
    });
    const id = created.json.data.suppression.id;
    const res = await s.call('DELETE', `/suppressions/${id}`);
    expect(res.status).toBe(200);
    expect(res.json.data.suppression).toEqual(created.json.data.suppression);
    expect((await s.call('DELETE', `/suppressions/${id}`)).status).toBe(404);
    const bad = await s.call('DELETE', '/suppressions/abc');
    expect(bad.status).toBe(400);
    expect(bad.json.error.details[0].field).toBe('id');
  });
});

describe('suppression totals', () => {
  it('stay exact through adds, batch adds and deletes, per reason and overall', async () => {
    const t = await startTestService();
    try {
      const total = async (query = '') =>
        (await t.call('GET', `/suppressions?limit=1${query}`)).json.data.total as number;
      await t.call('POST', '/suppressions/batch', {
        items: [
          { email: 'a@count.test', reason: 'complaint' },
          { email: 'b@count.test', reason: 'complaint' },
          { email: 'c@count.test' },
          { email: 'a@count.test' },
          { email: 'bad' },
        ],
      });
      const single = await t.call('POST', '/suppressions', { email: 'd@count.test', reason: 'unsubscribe' });
      expect(await total()).toBe(4);
      expect(await total('&reason=complaint')).toBe(2);
      expect(await total('&reason=complaint,unsubscribe')).toBe(3);
      await t.call('DELETE', `/suppressions/${single.json.data.suppression.id}`);
      expect(await total()).toBe(3);
      expect(await total('&reason=unsubscribe')).toBe(0);
      // The counters agree with a real count, and with a search's count.
      const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM suppressions')) as [
        { n: number },
      ];
      expect(n).toBe(3);
      expect(await total('&q=count.test')).toBe(3);
    } finally {
      await t.close();
    }
  });
});
