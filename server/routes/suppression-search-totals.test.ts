import { afterEach, expect, it } from 'vitest';
import { freshDb, sameStore, startTestService, type TestService } from '../test/harness';

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
