import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDb } from '../../test/harness';
import type { Db, Queryable } from '../db';
import { migrate } from '../migrate';
import { searchMessages } from './message-pages';
import { sampleFromRows } from './sampled-odds';
import { warmSearchSamples } from './search-warmup';
import { listSuppressions } from './suppressions-repo';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDb());
  await migrate(db);
  // Enough addresses to be sampled (a smaller list is read whole).
  await db.query(
    `INSERT INTO suppressions (email, reason) SELECT 'user' || n || '@warm.test', 'manual'
     FROM generate_series(1, $1::int) n`,
    [sampleFromRows],
  );
});
afterAll(async () => {
  await db.close();
  await drop();
});

/** A handle on `db` that records the SQL it is asked (samples are kept per handle). */
function recording() {
  const seen: string[] = [];
  const handle: Queryable = {
    query: (sql, params) => {
      seen.push(sql);
      return db.query(sql, params);
    },
  };
  return { handle, seen };
}

// Taking a sample, not the cheap reading each search checks it against in the background.
const sampling = (sql: string) => /TABLESAMPLE/i.test(sql);

it('takes every sample the search plans read, so the first searches sample nothing', async () => {
  const { handle, seen } = recording();
  await warmSearchSamples(handle);
  expect(seen.filter(sampling).length).toBeGreaterThan(0);

  seen.length = 0;
  await listSuppressions(handle, { q: 'kowal', limit: 50, order: 'created_at_desc' });
  await searchMessages(handle, { recipient: 'customer31', subject: 'order #', limit: 50 }, new Date(0));
  expect(seen.filter(sampling)).toEqual([]);
});

it('leaves another handle to take its own samples', async () => {
  await warmSearchSamples(recording().handle);
  const { handle, seen } = recording();
  await listSuppressions(handle, { q: 'kowal', limit: 50, order: 'created_at_desc' });
  expect(seen.filter(sampling).length).toBeGreaterThan(0);
});
