import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDb, startTestService, type TestService, type TestStore } from '../test/harness';
import { migrateBefore } from '../test/migrated-before';
import { migrate, migrations } from './migrate';

// Migrations 054-055 on a store that already sent mail: every message and counter so far is
// transactional, the statistics say the same with and without the stream filter, and new mail of
// either stream adds to its own rows.
let store: TestStore;
let s: TestService;
beforeAll(async () => {
  store = await freshDb();
  const { db } = store;
  await migrateBefore(db, 54);
  await db.query(
    `INSERT INTO messages (id, to_email, from_email, subject, status, created_at, scenario)
     VALUES (gen_random_uuid(), 'old@gmail.com', 'a@b.test', 'Old', 'delivered', '2026-01-05T10:00:00Z', 'deliver')`,
  );
  await db.query(
    "INSERT INTO daily_stats (day, domain_id, accepted, delivered) VALUES ('2026-01-05', 0, 4, 3)",
  );
  await db.query(
    `INSERT INTO daily_provider_stats (day, domain_id, provider, accepted, delivered)
     VALUES ('2026-01-05', 0, 'gmail', 4, 3)`,
  );
  expect(await migrate(db)).toBe(migrations.filter((m) => m.version >= 54).length);
  s = await startTestService({}, { store });
});
afterAll(() => s.close());

const overview = async (query: string) =>
  (await s.call('GET', `/stats/overview?from=2026-01-01&to=2026-01-31&group_by=provider${query}`)).json.data;

it('counts everything sent before the upgrade as transactional', async () => {
  const all = await overview('');
  expect(all.overview.counts).toMatchObject({ accepted: 4, delivered: 3 });
  expect((await overview('&stream=transactional')).overview.counts).toEqual(all.overview.counts);
  expect((await overview('&stream=transactional')).providers).toEqual(all.providers);
  expect((await overview('&stream=bulk')).overview.counts).toMatchObject({ accepted: 0, delivered: 0 });
  const old = (await s.call('GET', '/messages?stream=transactional&to=2026-01-31')).json.data.messages;
  expect(old).toMatchObject([{ subject: 'Old', stream: 'transactional', headers: [] }]);
});

it('adds new mail of each stream to its own counter rows beside the old ones', async () => {
  s.setNow(() => new Date('2026-01-05T12:00:00Z'));
  for (const stream of ['bulk', 'transactional'])
    expect(
      (await s.call('POST', '/messages', { to: `new-${stream}@gmail.com`, subject: 'S', stream })).status,
    ).toBe(202);
  expect((await overview('&stream=bulk')).overview.counts.accepted).toBe(1);
  expect((await overview('&stream=transactional')).overview.counts.accepted).toBe(5);
  expect(
    (await overview('')).providers.find((p: { provider: string }) => p.provider === 'gmail').counts.accepted,
  ).toBe(6);
});
