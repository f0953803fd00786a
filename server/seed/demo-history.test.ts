import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';
import { backfillStoppedAfter } from '../test/stopped-backfill';
import { backfillDemo, seedDemo } from './demo';

/**
 * The activity log names the days whose mail the statistics count but whose messages are not kept
 * (a demo history stopped midway), and stops naming them once the next start has written them.
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let s: TestService;
const now = new Date();
beforeAll(async () => {
  s = await startTestService();
  await s.db.transaction((tx) => seedDemo(tx, now, { receiverUrl: null, days: 14, detailDays: 3 }));
}, 120_000);
afterAll(() => s.close());

const missing = async () => (await s.call('GET', '/messages?limit=1')).json.data.missing_days;

it(`names the days a stopped history lacks, until a later start writes them (${engine})`, async () => {
  const day = (ago: number) => new Date(now.getTime() - ago * 86_400_000).toISOString().slice(0, 10);
  // 14 days: the seed kept the last three and part of the one before; the ten before it lack theirs.
  expect(await missing()).toEqual([{ from: day(13), to: day(4) }]);

  // The backfill writes the oldest first: stopped after three days, the seven after them still lack.
  await backfillStoppedAfter(s.db, 3);
  expect(await missing()).toEqual([{ from: day(10), to: day(4) }]);

  expect(await backfillDemo(s.db)).toMatchObject({ finished: true });
  expect(await missing()).toEqual([]);
}, 120_000);
