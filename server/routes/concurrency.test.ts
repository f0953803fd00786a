import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

let s: TestService;
beforeAll(async () => {
  s = await startTestService({ RATE_LIMIT_BURST: 10_000 });
});
afterAll(() => s.close());

const count = (statuses: number[], status: number) => statuses.filter((x) => x === status).length;

it('parallel adds of one address store one row: one 201, the rest 409 naming it', async () => {
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      s.call('POST', '/suppressions', { email: i % 2 ? 'Race@Example.com' : 'race@example.com' }),
    ),
  );
  const statuses = answers.map((a) => a.status);
  expect(count(statuses, 201)).toBe(1);
  expect(count(statuses, 409)).toBe(19);
  const id = answers.find((a) => a.status === 201)!.json.data.suppression.id;
  for (const a of answers.filter((x) => x.status === 409))
    expect(a.json.error.details[0].existing.id).toBe(id);
  const rows = await s.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM suppressions WHERE email = 'race@example.com'",
  );
  expect(rows[0]!.n).toBe(1);
  expect((await s.call('GET', '/suppressions?limit=1')).json.data.total).toBe(1);
});

it('parallel deletes of one row: one 200 with the row, the rest 404, and the total stays right', async () => {
  const created = await s.call('POST', '/suppressions', { email: 'gone@example.com', reason: 'unsubscribe' });
  const id = created.json.data.suppression.id;
  const statuses = (
    await Promise.all(Array.from({ length: 20 }, () => s.call('DELETE', `/suppressions/${id}`)))
  ).map((a) => a.status);
  expect(count(statuses, 200)).toBe(1);
  expect(count(statuses, 404)).toBe(19);
  expect((await s.call('GET', '/suppressions?limit=1&reason=unsubscribe')).json.data.total).toBe(0);
});

it('parallel batches with overlapping addresses create each address once', async () => {
  const items = Array.from({ length: 300 }, (_, i) => ({ email: `overlap${i}@example.com` }));
  const answers = await Promise.all(
    [0, 100, 200].map((from) =>
      s.call('POST', '/suppressions/batch', { items: items.slice(from, from + 200) }),
    ),
  );
  const created = answers.reduce((n, a) => n + (a.json.data.created as number), 0);
  const exists = answers.reduce((n, a) => n + (a.json.data.exists as number), 0);
  expect(created).toBe(300);
  expect(exists).toBe(200); // 500 items sent: 200 of them overlap another batch
  expect((await s.call('GET', '/suppressions?q=overlap&limit=1')).json.data.total).toBe(300);
});
