import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDb, startTestService, type TestService, type TestStore } from '../test/harness';
import { migrateBefore } from '../test/migrated-before';
import { migrate, migrations } from './migrate';

// Migrations 046-048 on a store that already had domains: one that has sent mail counts as added on
// its first statistics day (its records are no 48-hour newcomers), and each gets a key on first read.
let store: TestStore;
let s: TestService;
const ids: Record<string, number> = {};
beforeAll(async () => {
  store = await freshDb();
  const { db } = store;
  await migrateBefore(db, 46);
  for (const name of ['sending.example', 'silent.example'])
    ids[name] = (
      await db.query<{ id: number }>('INSERT INTO domains (name) VALUES ($1) RETURNING id', [name])
    )[0]!.id;
  for (const day of ['2026-01-09', '2026-01-05'])
    await db.query('INSERT INTO daily_stats (day, domain_id, accepted) VALUES ($1, $2, 3)', [
      day,
      ids['sending.example'],
    ]);
  expect(await migrate(db)).toBe(migrations.filter((m) => m.version >= 46).length);
  s = await startTestService({}, { store });
});
afterAll(() => s.close());

it('dates a domain that has sent mail from its first statistics day, and a silent one from the upgrade', async () => {
  const list = (await s.call('GET', '/domains')).json.data.domains;
  const sending = list.find((d: { name: string }) => d.name === 'sending.example');
  const silent = list.find((d: { name: string }) => d.name === 'silent.example');
  expect(sending).toMatchObject({
    created_at: '2026-01-05T00:00:00.000Z',
    health: 'pending',
    checked_at: null,
  });
  expect(Date.now() - Date.parse(silent.created_at)).toBeLessThan(60_000);
});

it('gives an existing domain its DKIM key and records on first read', async () => {
  const d = (await s.call('GET', `/domains/${ids['sending.example']}`)).json.data;
  expect(d.records.map((r: { kind: string }) => r.kind)).toEqual(['spf', 'dkim', 'return_path', 'dmarc']);
  expect(d.records[1]).toMatchObject({ selector: 'rd1', dkim_role: 'active', status: 'pending' });
});
