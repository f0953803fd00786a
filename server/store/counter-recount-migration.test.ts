import { afterAll, beforeAll, expect, it } from 'vitest';
import { bounceClassSide, classifyEventReply, type BounceClass } from '../../src/contract';
import { freshDb, startTestService, type TestService, type TestStore } from '../test/harness';
import { applyMigration, migrate, migrations } from './migrate';
import { applyEventCounters, CounterTally, eventCounterDeltas } from './repos/event-counters';

// Migrations 042 and 043 moved stored events to another class; 044 brings the failures' daily
// counters along, so "Why mail failed" counts what the timelines show. Stored here as the older live
// path stored them (event and counters under the old class), then migrated: every counter of a day
// whose events are all kept equals a recount of those events; what cannot be recounted is left alone.
const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
let s: TestService;
let expected: TestStore;
afterAll(async () => {
  await s?.close();
  await expected?.db.close();
  await expected?.drop();
});

type Old = { type: 'bounced' | 'deferred'; reply: string; old: BounceClass };
/** Replies 042 and 043 moved, with what the older rules stored, and two they leave alone. */
const replies: Old[] = [
  { type: 'deferred', reply: 'Message deferred', old: 'unknown' },
  {
    type: 'bounced',
    reply: '550 5.2.2 Sorry, your send quota has been exceeded',
    old: 'mailbox_unavailable',
  },
  { type: 'bounced', reply: '452 4.2.2 Sender quota exceeded, try again later', old: 'mailbox_unavailable' },
  { type: 'bounced', reply: '550 5.7.1 Message contains bare CR', old: 'policy' },
  { type: 'bounced', reply: '550 Requested action not taken: mailbox unavailable', old: 'invalid_recipient' },
  { type: 'bounced', reply: '550 5.1.1 <ann@gmail.com>: User unknown', old: 'invalid_recipient' },
  { type: 'deferred', reply: '421 4.7.0 Try again later, closing connection', old: 'temporary' },
];
const attrsOf = (r: Old) =>
  r.type === 'bounced' ? { bounce_type: 'hard', smtp_response: r.reply } : { smtp_response: r.reply };
const days = ['2026-03-10T09:00:00.000Z', '2026-03-11T23:59:59.000Z'];
const prunedDay = '2026-03-05T12:00:00.000Z';
const partialDay = '2026-03-07T12:00:00.000Z';
const table = (db: TestStore['db'], name: string, where = 'TRUE') =>
  db.query(`SELECT * FROM ${name} WHERE ${where} ORDER BY 1, 2, 3, 4, 5`);
const bounceTables = ['daily_bounce_stats', 'daily_bounce_provider_stats', 'daily_bounce_domain_stats'];

beforeAll(async () => {
  s = await startTestService();
  await s.db.query("INSERT INTO domains (name) VALUES ('alpha.example.test')");
  const ids: { id: string; domain_id: number | null; to: string }[] = [];
  for (const [to, from] of [
    ['ann@gmail.com', 'hi@alpha.example.test'],
    ['bob@Example.org', 'hi@unknown.example.test'],
  ] as const) {
    const res = await s.call('POST', '/messages', { to, from, subject: 'Old' });
    expect(res.status, res.text).toBe(202);
    const [m] = await s.db.query<{ domain_id: number | null; to_email: string }>(
      'SELECT domain_id, to_email FROM messages WHERE id = $1',
      [res.json.data.message.id],
    );
    ids.push({ id: res.json.data.message.id, domain_id: m!.domain_id, to: m!.to_email });
  }
  await s.settle();
  /** An event as the older live path wrote it: the event and its counters under the old class. */
  const recordOld = async (
    m: (typeof ids)[number],
    r: Old,
    at: string,
    { stored = true, times = 1 } = {},
  ) => {
    for (let i = 0; i < times; i++) {
      if (stored)
        await s.db.query(
          `INSERT INTO message_events (message_id, type, occurred_at, attrs, bounce_class, bounce_side)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [m.id, r.type, at, JSON.stringify(attrsOf(r)), r.old, bounceClassSide[r.old]],
        );
      const e = { type: r.type, at: new Date(at), domainId: m.domain_id, to: m.to, attrs: attrsOf(r) };
      await applyEventCounters(s.db, eventCounterDeltas({ ...e, bounceClass: r.old }));
    }
  };
  for (const m of ids)
    for (const at of days) for (const r of replies) await recordOld(m, r, at, { times: 2 });
  // A day retention emptied: counted, no event left.
  await recordOld(ids[0]!, replies[1]!, prunedDay, { stored: false });
  // A day with one of two counted events left: its group cannot be recounted.
  await recordOld(ids[0]!, replies[2]!, partialDay);
  await recordOld(ids[0]!, replies[2]!, partialDay, { stored: false });

  const before = Object.fromEntries(
    await Promise.all(bounceTables.map(async (t) => [t, await table(s.db, t, "day < '2026-03-10'")])),
  );
  await s.db.transaction(async (tx) => {
    for (const version of [42, 43, 44])
      await applyMigration(
        tx,
        migrations.find((m) => m.version === version)!,
      );
  });
  // What was before the moved days stays as it was: no events to recount it from.
  for (const t of bounceTables) expect(await table(s.db, t, "day < '2026-03-10'"), t).toEqual(before[t]);

  // The recount: the stored events, counted by the live path's own deltas into a store of its own.
  expected = await freshDb();
  await migrate(expected.db);
  const events = await s.db.query<{
    type: 'bounced' | 'deferred';
    occurred_at: Date;
    attrs: Record<string, unknown>;
    bounce_class: BounceClass;
    domain_id: number | null;
    to_email: string;
  }>(
    `SELECT e.type, e.occurred_at, e.attrs, e.bounce_class, m.domain_id, m.to_email
     FROM message_events e JOIN messages m ON m.id = e.message_id
     WHERE e.bounce_class IS NOT NULL AND e.occurred_at >= '2026-03-10'`,
  );
  expect(events).toHaveLength(ids.length * days.length * replies.length * 2);
  const tally = new CounterTally();
  for (const e of events)
    tally.add({
      type: e.type,
      at: e.occurred_at,
      domainId: e.domain_id === null ? null : Number(e.domain_id),
      to: e.to_email,
      attrs: e.attrs,
      bounceClass: e.bounce_class,
    });
  await expected.db.transaction((tx) => tally.flush(tx));
}, 120_000);

it.each(bounceTables)(
  `%s counts what the stored events say, after 042 and 043 moved them (${engine})`,
  async (t) => {
    const recount = await table(expected.db, t);
    expect(recount.length).toBeGreaterThan(0);
    expect(await table(s.db, t, "day >= '2026-03-10'")).toEqual(recount);
  },
);

it(`moved the counts the reclassification changed, by class, as the events and the API say (${engine})`, async () => {
  const events = await s.db.query<{ bounce_class: string; n: number }>(
    `SELECT bounce_class, count(*)::int AS n FROM message_events
     WHERE bounce_class IS NOT NULL AND occurred_at >= '2026-03-10' GROUP BY 1 ORDER BY 1`,
  );
  const counted = await s.db.query<{ bounce_class: string; n: number }>(
    `SELECT bounce_class, sum(n)::int AS n FROM daily_bounce_stats WHERE day >= '2026-03-10' GROUP BY 1 ORDER BY 1`,
  );
  expect(counted).toEqual(events);
  // Each reply counted under today's reading of it (8 events of each: 2 messages, 2 days, twice).
  const today = (r: Old) => classifyEventReply({ type: r.type, ...attrsOf(r) })!.class;
  const want: Record<string, number> = {};
  for (const r of replies) want[today(r)] = (want[today(r)] ?? 0) + 8;
  expect(Object.fromEntries(counted.map((c) => [c.bounce_class, c.n]))).toEqual(want);
  expect(want.mailbox_unavailable).toBeUndefined();
  // "Why mail failed" over those days answers the same counts.
  const res = await s.call('GET', '/stats/bounces?from=2026-03-10&to=2026-03-11');
  expect(res.status, res.text).toBe(200);
  const byClass = res.json.data.totals.by_class as Record<string, number>;
  expect(Object.fromEntries(Object.entries(byClass).filter(([, n]) => n > 0))).toEqual(want);
});

it(`runs again to no change (${engine})`, async () => {
  const now = await Promise.all(bounceTables.map((t) => table(s.db, t)));
  await s.db.transaction((tx) =>
    applyMigration(
      tx,
      migrations.find((m) => m.version === 44)!,
    ),
  );
  expect(await Promise.all(bounceTables.map((t) => table(s.db, t)))).toEqual(now);
});
