import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

/** The activity log says where its history starts, and counts exactly when asked (over real HTTP). */
let s: TestService;
beforeAll(async () => {
  s = await startTestService();
  // 1,200 messages a minute apart, the oldest 20 hours ago: more than the capped count.
  await s.db.query(
    `INSERT INTO messages (id, to_email, from_email, subject, status, created_at, scenario, step)
     SELECT gen_random_uuid(), 'reader' || i || '@example.com', 'news@example.com', 'Hello ' || i,
            'delivered', now() - i * interval '1 minute', 'deliver', 99
     FROM generate_series(1, 1200) AS i`,
  );
});
afterAll(() => s.close());

const list = async (query: string) => {
  const res = await s.call('GET', `/messages?${query}`, undefined, s.keys.stats);
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};

describe('GET /messages: history and exact counts', () => {
  it('caps the first page total, and counts every match when asked', async () => {
    expect(await list('limit=5')).toMatchObject({ total: 1000, total_exact: false });
    expect(await list('limit=5&exact_total=true')).toMatchObject({ total: 1200, total_exact: true });
    expect(await list('limit=5&exact_total=true&recipient=reader119')).toMatchObject({
      total: 11,
      total_exact: true,
    });
  });

  it('names the oldest message it keeps on a first page, whatever the filters', async () => {
    const [oldest] = await s.db.query<{ at: Date }>('SELECT min(created_at) AS at FROM messages');
    const data = await list('limit=5&status=failed');
    expect(data.messages).toEqual([]);
    expect(data.oldest_at).toBe(oldest!.at.toISOString());
  });

  it('refuses an exact_total that is not true or false', async () => {
    const res = await s.call('GET', '/messages?exact_total=yes', undefined, s.keys.stats);
    expect(res.status).toBe(400);
  });
});
