import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';
import { suppressionSampleState } from '../store/repos/address-grams';
import { checkKeptSamples, samplesSettled } from '../store/repos/sampled-odds';
import { planLimits } from '../store/repos/suppression-search';

// The plans' sample of the list is kept per database handle: the routes' one is ctx.db.
let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s?.close());

const search = async (q: string) => {
  const res = await s.call('GET', `/suppressions?limit=5&q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.json.data as { suppressions: { email: string }[]; total: number };
};

/** A search, then whatever check or re-sample it set off in the background, to its end. */
const searchAndSettle = async (q: string) => {
  const found = await search(q);
  await samplesSettled(s.ctx.db);
  return found;
};

it('samples the list again as it grows from empty and as it shrinks, one re-sample at a time', async () => {
  await searchAndSettle('nobody');
  expect(suppressionSampleState(s.ctx.db)).toEqual({ rows: 0, version: 1 });

  // Loaded the way an import loads: the batch endpoint, 1,000 addresses a request.
  const size = planLimits.sampleFrom + 10_000;
  for (let i = 0; i < size; i += 1000) {
    const items = Array.from({ length: 1000 }, (_, j) => ({
      email: `user${i + j}@${(i + j) % 10 === 0 ? 'rare' : 'common'}.test`,
    }));
    expect((await s.call('POST', '/suppressions/batch', { items })).json.data.created).toBe(1000);
  }
  // Several searches at once set off one re-sample, not one each.
  await Promise.all(['user1', 'user2', 'user3', 'rare', 'common'].map(search));
  await samplesSettled(s.ctx.db);
  expect(suppressionSampleState(s.ctx.db)).toEqual({ rows: size, version: 2 });
  // So did the planner's own statistics, which PGlite (no autovacuum) kept from the empty list.
  const [analyzed] = await s.db.query<{ rows: number }>(
    `SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = 'suppressions'::regclass`,
  );
  expect(analyzed!.rows).toBeGreaterThan(size / 2);
  // Searches go on being answered while nothing changes, with the same sample.
  expect((await searchAndSettle('user12345@')).suppressions.map((r) => r.email)).toEqual([
    'user12345@common.test',
  ]);
  expect(suppressionSampleState(s.ctx.db)).toEqual({ rows: size, version: 2 });

  // Shrunk to a tenth (a whole-filter removal, whose steps set off checks of their own as it goes):
  // the sample follows it to within the factor, however the checks fell.
  const { removal } = (await s.call('POST', '/suppressions/removals', { q: '@common.test' })).json.data;
  for (let step = 0; step < 20; step++) {
    const res = await s.call('POST', `/suppressions/removals/${removal.id}/continue`, { limit: 10_000 });
    if (res.json.data.done) break;
  }
  expect((await searchAndSettle('rare')).total).toBe(size / 10);
  const shrunk = suppressionSampleState(s.ctx.db)!;
  expect(shrunk.version).toBeGreaterThan(2);
  expect(shrunk.rows).toBeLessThan((2 * size) / 10);
}, 180_000);

it('samples the list again between searches when the service checks its samples', async () => {
  const { rows, version } = suppressionSampleState(s.ctx.db)!;
  const listed = async () => (await s.call('GET', '/suppressions?limit=1')).json.data.total as number;
  // Twice the size sampled, with nobody searching: what the service's timer does (service.ts)
  // picks it up.
  const add = 2 * rows - (await listed());
  for (let i = 0; i < add; i += 1000) {
    const items = Array.from({ length: 1000 }, (_, j) => ({ email: `quiet${i + j}@later.test` }));
    expect((await s.call('POST', '/suppressions/batch', { items })).status).toBe(200);
  }
  expect(suppressionSampleState(s.ctx.db)).toEqual({ rows, version });
  checkKeptSamples(s.ctx.db);
  await samplesSettled(s.ctx.db);
  expect(suppressionSampleState(s.ctx.db)).toEqual({ rows: await listed(), version: version + 1 });
}, 60_000);
