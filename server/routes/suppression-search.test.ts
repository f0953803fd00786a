import { afterEach, expect, it } from 'vitest';
import { freshDb, sameStore, startTestService, type TestService } from '../test/harness';
import { planLimits } from '../store/repos/suppression-search';

// Search totals are counted once per write generation and then served from memory: these tests
// check that no write, by this service, another one or plain SQL, ever leaves a stale total behind.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const searchTotal = async (s: TestService, q: string, extra = '') =>
  (await s.call('GET', `/suppressions?limit=2&q=${encodeURIComponent(q)}${extra}`)).json.data.total as number;

const realCount = async (s: TestService, fragment: string, reason?: string) =>
  (
    await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM suppressions WHERE strpos(email, $1) > 0 AND ($2::text IS NULL OR reason = $2)`,
      [fragment, reason ?? null],
    )
  )[0]!.n;

const batch = (s: TestService, emails: string[], reason = 'manual') =>
  s.call('POST', '/suppressions/batch', { items: emails.map((email) => ({ email, reason })) });

it('stay exact on every page and after every kind of write', async () => {
  const s = await startTestService();
  cleanups.push(s.close);
  await batch(s, ['a1@shop.test', 'a2@shop.test', 'a3@shop.test', 'b1@other.test']);
  expect(await searchTotal(s, 'shop')).toBe(3);

  // Every page of the same search carries the same total.
  const first = await s.call('GET', '/suppressions?limit=2&q=shop');
  const second = await s.call('GET', `/suppressions?limit=2&q=shop&cursor=${first.json.data.next_cursor}`);
  expect([first.json.data.total, second.json.data.total]).toEqual([3, 3]);

  const single = await s.call('POST', '/suppressions', { email: 'a4@shop.test', reason: 'complaint' });
  expect(await searchTotal(s, 'shop')).toBe(4);
  expect(await searchTotal(s, 'shop', '&reason=complaint')).toBe(1);
  await batch(s, ['a5@shop.test', 'a1@shop.test']);
  expect(await searchTotal(s, 'SHOP')).toBe(5);
  await s.call('DELETE', `/suppressions/${single.json.data.suppression.id}`);
  expect(await searchTotal(s, 'shop')).toBe(4);
  expect(await searchTotal(s, 'shop', '&reason=complaint')).toBe(0);

  // Plain SQL, bypassing the service's code: an address renamed into and out of the search, a reason moved.
  await s.db.query(`UPDATE suppressions SET email = 'b1@shop.test' WHERE email = 'b1@other.test'`);
  expect(await searchTotal(s, 'shop')).toBe(await realCount(s, 'shop'));
  expect(await searchTotal(s, 'shop')).toBe(5);
  await s.db.query(`UPDATE suppressions SET reason = 'complaint' WHERE email = 'a2@shop.test'`);
  expect(await searchTotal(s, 'shop', '&reason=complaint')).toBe(1);
  expect((await s.call('GET', '/suppressions?reason=complaint')).json.data.total).toBe(1);
  expect((await s.call('GET', '/suppressions?reason=manual')).json.data.total).toBe(4);
  await s.db.query(`DELETE FROM suppressions WHERE email LIKE 'a%'`);
  expect(await searchTotal(s, 'shop')).toBe(1);
  expect((await s.call('GET', '/suppressions')).json.data.total).toBe(1);
});

it('are never served from another store, nor stale after another service wrote to the same one', async () => {
  const store = await freshDb();
  const a = await startTestService({}, { store });
  const b = await startTestService({}, { store: await sameStore(store) });
  const other = await startTestService();
  cleanups.push(a.close, b.close, other.close);

  await batch(a, ['x1@same.test', 'x2@same.test']);
  await batch(other, ['x1@same.test']);
  // Both stores have seen one write; each must still answer its own count.
  expect(await searchTotal(a, 'same.test')).toBe(2);
  expect(await searchTotal(other, 'same.test')).toBe(1);
  expect(await searchTotal(b, 'same.test')).toBe(2);

  await batch(b, ['x3@same.test']);
  expect(await searchTotal(a, 'same.test')).toBe(3);
  await a.call(
    'DELETE',
    `/suppressions/${(await a.call('GET', '/suppressions?q=x1@')).json.data.suppressions[0].id}`,
  );
  expect(await searchTotal(b, 'same.test')).toBe(2);
});

it('pages a search the same way whether it matches few rows or most of them, in every order', async () => {
  const s = await startTestService();
  cleanups.push(s.close);
  const reasons = ['manual', 'hard_bounce', 'complaint', 'unsubscribe'];
  // 40 of 60 addresses match `many` (walked along the sort index), 3 match `few_` (collected, then sorted).
  for (let i = 0; i < 60; i++) {
    const email = i < 40 ? `many${i}@x${i % 7}.test` : i < 43 ? `few_${i}@y.test` : `other${i}@z.test`;
    await s.call('POST', '/suppressions', { email, reason: reasons[i % 4] });
  }
  const all = await s.db.query<{ id: number; email: string; reason: string; created_at: Date }>(
    'SELECT id, email, reason, created_at FROM suppressions',
  );
  const expected = (q: string, order: string, reason?: string) => {
    const rows = all.filter((r) => r.email.includes(q) && (!reason || r.reason === reason));
    const byTime = (a: (typeof rows)[0], b: (typeof rows)[0]) =>
      a.created_at.getTime() - b.created_at.getTime() || a.id - b.id;
    rows.sort(order === 'email_asc' ? (a, b) => (a.email < b.email ? -1 : 1) : byTime);
    if (order === 'created_at_desc') rows.reverse();
    return rows.map((r) => r.email);
  };
  for (const order of ['created_at_desc', 'created_at_asc', 'email_asc'])
    for (const [q, reason] of [
      ['many'],
      ['few_'],
      ['MANY', 'complaint'],
      ['few_', 'manual'],
      ['nothing'],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await s.call(
          'GET',
          `/suppressions?limit=2&order=${order}&q=${q}${reason ? `&reason=${reason}` : ''}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(res.json.data.total).toBe(expected(q.toLowerCase(), order, reason).length);
        seen.push(...res.json.data.suppressions.map((r: { email: string }) => r.email));
        cursor = res.json.data.next_cursor;
      } while (cursor);
      expect(seen, `${q} ${reason ?? ''} ${order}`).toEqual(expected(q.toLowerCase(), order, reason));
    }
});

it('show the rows of the current data, never the matches of an earlier search', async () => {
  const s = await startTestService();
  cleanups.push(s.close);
  const emails = async (q: string) =>
    ((await s.call('GET', `/suppressions?q=${q}`)).json.data.suppressions as { email: string }[])
      .map((r) => r.email)
      .sort();
  await batch(s, ['r1@rows.test', 'r2@rows.test', 'z@else.test']);
  expect(await emails('rows')).toEqual(['r1@rows.test', 'r2@rows.test']);
  expect(await emails('rows')).toEqual(['r1@rows.test', 'r2@rows.test']);
  const added = await s.call('POST', '/suppressions', { email: 'r3@rows.test' });
  expect(await emails('rows')).toEqual(['r1@rows.test', 'r2@rows.test', 'r3@rows.test']);
  await s.call('DELETE', `/suppressions/${added.json.data.suppression.id}`);
  expect(await emails('rows')).toEqual(['r1@rows.test', 'r2@rows.test']);
  await s.db.query(`UPDATE suppressions SET email = 'r0@rows.test' WHERE email = 'z@else.test'`);
  expect(await emails('rows')).toEqual(['r0@rows.test', 'r1@rows.test', 'r2@rows.test']);
});

it('count a new search up to 1,000, say when there are more, and count exactly on request', async () => {
  const s = await startTestService();
  cleanups.push(s.close);
  for (let b = 0; b < 2; b++)
    await batch(
      s,
      Array.from({ length: 1000 }, (_, i) => `user${b * 1000 + i}@d${(b * 1000 + i) % 97}.example`),
    );
  const page = async (q: string, extra = '') =>
    (await s.call('GET', `/suppressions?limit=5&q=${encodeURIComponent(q)}${extra}`)).json.data;
  // A small list is read whole, so even a broad search is counted exactly.
  expect(await page('user')).toMatchObject({ total: 2_000, total_exact: true });
  await batch(s, ['late@d1.example']);

  // As a large list is searched: the plan is chosen from sampled odds, and `user` is everywhere.
  const shipped = { ...planLimits };
  Object.assign(planLimits, { sampleFrom: 1_000, collectUpTo: 100 });
  cleanups.push(async () => void Object.assign(planLimits, shipped));
  const broad = await page('user');
  expect(broad).toMatchObject({ total: 1_000, total_exact: false });
  expect(broad.suppressions).toHaveLength(5);
  expect(await page('user', '&exact_total=true')).toMatchObject({ total: 2_000, total_exact: true });
  // Known exactly now (no write since): later pages carry the exact count.
  expect(await page('user')).toMatchObject({ total: 2_000, total_exact: true });
  await batch(s, ['user-late@d1.example']);
  expect(await page('user')).toMatchObject({ total: 1_000, total_exact: false });

  expect(await page('d42.example')).toMatchObject({
    total: await realCount(s, 'd42.example'),
    total_exact: true,
  });
  expect(await page('user1999@')).toMatchObject({ total: 1, total_exact: true });
  expect(await page('nobody')).toMatchObject({ total: 0, total_exact: true, suppressions: [] });
  const bad = await s.call('GET', '/suppressions?q=user&exact_total=yes');
  expect(bad.status).toBe(400);
  expect(bad.json.error.details[0]).toMatchObject({ field: 'exact_total' });
});
