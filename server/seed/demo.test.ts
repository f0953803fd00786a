import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bounceClasses, statCounters, suppressionReasons } from '../../src/contract';
import type { Db } from '../store/db';
import { migrate } from '../store/migrate';
import { freshDb, sameStore, type TestStore } from '../test/harness';
import { backfillStoppedAfter } from '../test/stopped-backfill';
import { backfillDemo, seedDemo } from './demo';

const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const now = new Date('2026-03-15T12:00:00.000Z');

describe(`the demo seed (${engine})`, () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDb());
    await migrate(db);
    await db.transaction((tx) => seedDemo(tx, now, { receiverUrl: 'http://127.0.0.1:8787/demo-receiver/' }));
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });
  const rows = <T>(sql: string) => db.query<T>(sql);

  it('creates 3 domains, suppressions of every reason and 3 webhooks to its own loopback receiver', async () => {
    expect(
      (await rows<{ name: string }>('SELECT name FROM domains ORDER BY name')).map((d) => d.name),
    ).toEqual(['billing.acme-shop.test', 'mail.acme-shop.test', 'news.acme-shop.test']);
    const reasons = await rows<{ reason: string }>(
      'SELECT DISTINCT reason FROM suppressions ORDER BY reason',
    );
    expect(reasons.map((r) => r.reason)).toEqual([...suppressionReasons].sort());
    const hooks = await rows<{ url: string; secret: string }>('SELECT url, secret FROM webhooks ORDER BY id');
    expect(hooks.map((h) => h.url)).toEqual([
      'http://127.0.0.1:8787/demo-receiver/shop-orders',
      'http://127.0.0.1:8787/demo-receiver/crm-sync',
      'http://127.0.0.1:8787/demo-receiver/analytics-flaky',
    ]);
    for (const h of hooks) expect(h.secret).toMatch(/^whsec_/);
  });

  it('explains why mail failed: bounce classes on messages, events and automatic suppressions', async () => {
    const classes = async (sql: string) => (await rows<{ c: string }>(sql)).map((r) => r.c);
    // Every class the simulator can tell; `unknown` is a reply giving no reason, which no story sends.
    const told = [...bounceClasses].filter((c) => c !== 'unknown').sort();
    expect(
      await classes(
        'SELECT DISTINCT bounce_class AS c FROM messages WHERE bounce_class IS NOT NULL ORDER BY c',
      ),
    ).toEqual(told);
    expect(
      await classes(
        'SELECT DISTINCT bounce_class AS c FROM message_events WHERE bounce_class IS NOT NULL ORDER BY c',
      ),
    ).toEqual(told);
    // Automatic suppressions come from hard bounces: every class a 5xx refusal can have.
    const refused = await classes(
      `SELECT DISTINCT bounce_class AS c FROM suppressions WHERE reason = 'hard_bounce' ORDER BY c`,
    );
    expect(refused).toEqual([
      'authentication',
      'content',
      'invalid_recipient',
      'mailbox_unavailable',
      'policy',
      'reputation',
    ]);
    const [unexplained] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM suppressions
        WHERE reason = 'hard_bounce' AND (bounce_class IS NULL OR source ->> 'smtp_response' IS NULL)`,
    );
    expect(unexplained!.n).toBe(0);
  });

  it('writes 90 days of counters, over 100 000 messages accepted', async () => {
    const [span] = await rows<{ first: string; last: string; days: number; accepted: number }>(
      `SELECT to_char(min(day), 'YYYY-MM-DD') AS first, to_char(max(day), 'YYYY-MM-DD') AS last,
              count(DISTINCT day)::int AS days, sum(accepted)::int AS accepted FROM daily_stats`,
    );
    expect(span).toMatchObject({ first: '2025-12-16', last: '2026-03-15', days: 90 });
    expect(span!.accepted).toBeGreaterThan(100_000);
  });

  it('keeps the counters of the detailed days consistent with the message rows and events', async () => {
    // Messages (and their events) are kept from now - 7 days: days from 03-09 hold only detailed messages,
    // and from 03-10 every event comes from one (no scenario runs longer than a day).
    const accepted = await rows<{ day: string; n: number }>(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(accepted)::int AS n FROM daily_stats WHERE day >= '2026-03-09' GROUP BY day ORDER BY day",
    );
    const created = await rows<{ day: string; n: number }>(
      `SELECT to_char(created_at, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM messages
       WHERE created_at >= '2026-03-09' GROUP BY 1 ORDER BY 1`,
    );
    expect(accepted).toHaveLength(7);
    expect(created).toEqual(accepted);

    const counters = statCounters.filter((c) => c !== 'accepted');
    const stats = await rows<Record<string, number>>(
      `SELECT ${counters.map((c) => `sum(${c})::int AS ${c}`).join(', ')} FROM daily_stats WHERE day >= '2026-03-10'`,
    );
    const events = await rows<{ counter: string; n: number }>(
      `SELECT CASE WHEN type <> 'bounced' THEN type WHEN attrs->>'bounce_type' = 'hard' THEN 'hard_bounced' ELSE 'soft_bounced' END AS counter,
              count(*)::int AS n
       FROM message_events WHERE occurred_at >= '2026-03-10' GROUP BY 1`,
    );
    const fromEvents = Object.fromEntries(
      counters.map((c) => [c, events.find((e) => e.counter === c)?.n ?? 0]),
    );
    expect(stats[0]).toEqual(fromEvents);
    expect(fromEvents.delivered).toBeGreaterThan(1000);
  });

  it('writes provider counters that sum to the daily counters, every provider of the pool present', async () => {
    const cols = ['accepted', 'delivered', 'hard_bounced', 'complained', 'opened'];
    const totals = (table: string) =>
      rows<Record<string, number>>(
        `SELECT ${cols.map((c) => `sum(${c})::int AS ${c}`).join(', ')}, count(DISTINCT (day, domain_id))::int AS keys FROM ${table}`,
      );
    expect(await totals('daily_provider_stats')).toEqual(await totals('daily_stats'));
    const providers = await rows<{ provider: string }>(
      'SELECT DISTINCT provider FROM daily_provider_stats ORDER BY provider',
    );
    expect(providers.map((p) => p.provider)).toEqual(['apple', 'gmail', 'microsoft', 'other', 'yahoo']);
  });

  it('counts why mail failed through the same bulk path: every told class, every day, matching the events', async () => {
    const told = [...bounceClasses].filter((c) => c !== 'unknown').sort();
    const classes = await rows<{ c: string }>(
      'SELECT DISTINCT bounce_class AS c FROM daily_bounce_stats ORDER BY c',
    );
    expect(classes.map((r) => r.c)).toEqual(told);
    // The three groupings hold the same failures, each at its own grain.
    const sums = await rows<{ n: number }>(
      `SELECT (SELECT sum(n)::int FROM daily_bounce_stats) AS n UNION ALL
       SELECT (SELECT sum(n)::int FROM daily_bounce_provider_stats) UNION ALL
       SELECT (SELECT sum(n)::int FROM daily_bounce_domain_stats)`,
    );
    expect(new Set(sums.map((r) => r.n)).size).toBe(1);
    expect(sums[0]!.n).toBeGreaterThan(1000);
    // From 03-10 every event is a kept row: the counters are its failure events, class by class.
    const counted = await rows<{ c: string; n: number }>(
      `SELECT bounce_class AS c, sum(n)::int AS n FROM daily_bounce_stats WHERE day >= '2026-03-10' GROUP BY 1 ORDER BY 1`,
    );
    const events = await rows<{ c: string; n: number }>(
      `SELECT bounce_class AS c, count(*)::int AS n FROM message_events
       WHERE occurred_at >= '2026-03-10' AND bounce_class IS NOT NULL GROUP BY 1 ORDER BY 1`,
    );
    expect(counted).toEqual(events);
    // Normalised: the simulator's fixed IP never reaches a counted reply.
    const [leaked] = await rows<{ n: number }>(
      "SELECT count(*)::int AS n FROM daily_bounce_stats WHERE reply LIKE '%192.0.2.%'",
    );
    expect(leaked!.n).toBe(0);
  });

  it('links automatic suppressions of detailed messages to a message that ended that way', async () => {
    const mismatched = await rows<{ email: string }>(
      `SELECT s.email FROM suppressions s JOIN messages m ON m.id = s.message_id
       WHERE m.to_email <> s.email OR (s.reason, m.status) NOT IN (('hard_bounce', 'hard_bounced'), ('complaint', 'complained'))`,
    );
    expect(mismatched).toEqual([]);
    const [linked] = await rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM suppressions WHERE message_id IS NOT NULL',
    );
    expect(linked!.n).toBeGreaterThan(0);
    expect(await db.query('SELECT 1 FROM message_events WHERE occurred_at > $1', [now])).toEqual([]);
  });
});

// The backfill over a shorter history than the service's 90 days: the same code path and the same
// draws, day by day, at a quarter of the writing.
describe(`the demo backfill (${engine})`, () => {
  const days = 21;
  let store: TestStore;
  let db: Db;
  beforeAll(async () => {
    store = await freshDb();
    db = store.db;
    await migrate(db);
    await db.transaction((tx) => seedDemo(tx, now, { receiverUrl: null, days }));
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await store?.drop();
  });

  it('resumes where a stopped start left off, so each day the statistics count has its messages, once', async () => {
    const stopped = new AbortController();
    stopped.abort();
    expect(await backfillDemo(db, { signal: stopped.signal })).toEqual({ messages: 0, finished: false });

    // A start stopped after its fourth day: the days it wrote stay written, and are not written again.
    const first = await backfillStoppedAfter(db, 4);
    expect(first).toMatchObject({ finished: false });
    expect(first!.messages).toBeGreaterThan(0);

    // The next start resumes it; two processes resuming at once write each day once between them.
    const other = await sameStore(store);
    const [a, b] = await Promise.all([backfillDemo(db), backfillDemo(other.db)]);
    await other.db.close();
    expect(a!.finished && b!.finished).toBe(true);
    expect(a!.messages + b!.messages).toBeGreaterThan(0);
    expect(await backfillDemo(db)).toBeNull();

    const perDay = await db.query<{ day: string; accepted: number; created: number }>(
      `SELECT to_char(s.day, 'YYYY-MM-DD') AS day, s.accepted,
              (SELECT count(*)::int FROM messages m WHERE m.created_at >= s.day AND m.created_at < s.day + 1) AS created
       FROM (SELECT day, sum(accepted)::int AS accepted FROM daily_stats GROUP BY day) s ORDER BY s.day`,
    );
    expect(perDay).toHaveLength(days);
    for (const d of perDay) expect(d.created, d.day).toBe(d.accepted);
    // No message twice: the first start's week and the backfill meet exactly.
    const [dupes] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM (SELECT id FROM messages GROUP BY id HAVING count(*) > 1) d',
    );
    expect(dupes!.n).toBe(0);
  }, 120_000);
});
