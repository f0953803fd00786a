import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statCounters, type MessageEventType } from '../../../src/contract';
import type { Db } from '../db';
import { migrate } from '../migrate';
import { freshDb, startTestService, type TestService } from '../../test/harness';
import { CounterTally, type CountedEvent } from './event-counters';

const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * The same events, recorded by the live path (POST /messages, then the simulator, event by event)
 * into one store and by the bulk path the demo seed and the bench use (CounterTally) into another:
 * the derived counter tables must match row for row.
 */
describe(`event counters: live path and bulk path (${engine})`, () => {
  let live: TestService;
  let bulk: { db: Db; drop: () => Promise<void> };

  const submit = async (to: string, from: string) => {
    const res = await live.call('POST', '/messages', { to, from, subject: 'Hi' });
    expect(res.status, res.text).toBe(202);
  };
  const stories = ['', 'bounce', 'softbounce', 'defer', 'fail', 'complaint', 'open', 'click'];
  const recipients = [
    'gmail.com',
    'GoogleMail.com',
    'hotmail.co.uk',
    'yahoo.fr',
    'icloud.com',
    'example.org',
  ];
  /** Every story to every kind of recipient, from `from`; `tag` keeps addresses apart between rounds. */
  const round = async (tag: string, from: string) => {
    for (const story of stories)
      for (const domain of recipients) await submit(`${story || 'ann'}+${tag}@${domain}`, from);
  };

  beforeAll(async () => {
    live = await startTestService();
    for (const name of ['alpha.example.test', 'zeta.example.test'])
      await live.db.query('INSERT INTO domains (name) VALUES ($1)', [name]);
    live.setNow(() => new Date('2026-04-01T10:00:00.000Z'));
    await round('a', 'hello@alpha.example.test');
    await live.settle();
    // Accepted just before midnight, delivered (or not) just after: two days' rows.
    live.setNow(() => new Date('2026-04-01T23:59:59.500Z'));
    await round('b', 'hello@zeta.example.test');
    live.setNow(() => new Date('2026-04-02T00:00:00.250Z'));
    await live.settle();
    // A sender domain the store does not know: counted under domain 0.
    await round('c', 'hello@unknown.example.test');
    await live.settle();

    bulk = await freshDb();
    await migrate(bulk.db);
    const accepted = await live.db.query<{ created_at: Date; domain_id: number | null; to_email: string }>(
      'SELECT created_at, domain_id, to_email FROM messages ORDER BY created_at, id',
    );
    const events = await live.db.query<{
      type: MessageEventType;
      occurred_at: Date;
      attrs: Record<string, unknown>;
      domain_id: number | null;
      to_email: string;
    }>(
      `SELECT e.type, e.occurred_at, e.attrs, m.domain_id, m.to_email
       FROM message_events e JOIN messages m ON m.id = e.message_id ORDER BY e.id`,
    );
    const counted: CountedEvent[] = [
      ...accepted.map((m) => ({
        type: 'accepted' as const,
        at: m.created_at,
        domainId: m.domain_id === null ? null : Number(m.domain_id),
        to: m.to_email,
      })),
      ...events.map((e) => ({
        type: e.type,
        at: e.occurred_at,
        domainId: e.domain_id === null ? null : Number(e.domain_id),
        to: e.to_email,
        attrs: e.attrs,
      })),
    ];
    // Two batches, as the seed and the bench flush: the second adds to rows the first wrote.
    const tally = new CounterTally();
    const half = Math.floor(counted.length / 2);
    for (const e of counted.slice(0, half)) tally.add(e);
    await bulk.db.transaction((tx) => tally.flush(tx));
    for (const e of counted.slice(half)) tally.add(e);
    await bulk.db.transaction((tx) => tally.flush(tx));
  }, 120_000);
  afterAll(async () => {
    await live?.close();
    await bulk?.db.close();
    await bulk?.drop();
  });

  const rows = (db: Db, table: string, key: string) => db.query(`SELECT * FROM ${table} ORDER BY ${key}`);

  it('writes the same daily_stats rows', async () => {
    const expected = await rows(live.db, 'daily_stats', 'day, domain_id');
    expect(await rows(bulk.db, 'daily_stats', 'day, domain_id')).toEqual(expected);
  });

  it('writes the same daily_provider_stats rows', async () => {
    const expected = await rows(live.db, 'daily_provider_stats', 'day, domain_id, provider');
    expect(await rows(bulk.db, 'daily_provider_stats', 'day, domain_id, provider')).toEqual(expected);
  });

  it.each([
    ['daily_bounce_stats', 'day, domain_id, bounce_class, reply'],
    ['daily_bounce_provider_stats', 'day, domain_id, provider, bounce_class, reply'],
    ['daily_bounce_domain_stats', 'day, domain_id, recipient_domain, bounce_class, reply'],
  ])('writes the same %s rows (the failures per class and reply)', async (table, key) => {
    const expected = await rows(live.db, table, key);
    expect(expected.length).toBeGreaterThan(0);
    expect(await rows(bulk.db, table, key)).toEqual(expected);
  });

  it('counts each failure event once under its class, as the event stores it', async () => {
    const events = await live.db.query<{ bounce_class: string; n: number }>(
      `SELECT bounce_class, count(*)::int AS n FROM message_events
       WHERE bounce_class IS NOT NULL GROUP BY 1 ORDER BY 1`,
    );
    const counted = await live.db.query<{ bounce_class: string; n: number }>(
      'SELECT bounce_class, sum(n)::int AS n FROM daily_bounce_stats GROUP BY 1 ORDER BY 1',
    );
    expect(counted).toEqual(events);
    expect(counted.map((r) => r.bounce_class)).toEqual([
      'invalid_recipient',
      'mailbox_unavailable',
      'temporary',
    ]);
    const [domains] = await live.db.query<{ n: number }>(
      'SELECT count(DISTINCT recipient_domain)::int AS n FROM daily_bounce_domain_stats',
    );
    // Every recipient domain once, GoogleMail.com lower-cased like the rest.
    expect(domains!.n).toBe(recipients.length);
  });

  it('compares rows that cover every counter, both days, three domains and every provider', async () => {
    const [totals] = await live.db.query<Record<string, number>>(
      `SELECT ${statCounters.map((c) => `sum(${c})::int AS ${c}`).join(', ')},
              count(DISTINCT day)::int AS days, count(DISTINCT domain_id)::int AS domains,
              count(DISTINCT provider)::int AS providers
       FROM daily_provider_stats`,
    );
    for (const c of statCounters) expect(totals![c], c).toBeGreaterThan(0);
    expect(totals).toMatchObject({ accepted: 144, days: 2, domains: 3, providers: 5 });
  });
});
