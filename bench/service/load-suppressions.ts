/**
 * Loads the suppression list through the service's own batch endpoint, 1000 items a request (the
 * contract's maximum), two requests in flight like a client importing a file; then, with the service
 * stopped, spreads created_at over two years in the storage layer, since the API stamps `now()`.
 */
import { batchItemLimit } from '../../src/contract';
import type { BenchStore } from './bench-store';
import { openDb, type Db } from '../../server/store/db';
import type { BenchTarget } from './bench-service';
import type { GeneratedSuppression } from './addresses';

export async function loadThroughBatchEndpoint(
  target: BenchTarget,
  rows: GeneratedSuppression[],
  log: (s: string) => void,
) {
  const started = performance.now();
  let next = 0;
  let created = 0;
  const worker = async () => {
    while (next < rows.length) {
      const at = next;
      const items = rows.slice(at, (next += batchItemLimit));
      const res = await fetch(`${target.baseUrl}/api/v1/suppressions/batch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${target.adminKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ items }),
      });
      if (!res.ok) throw new Error(`batch failed: ${res.status} ${await res.text()}`);
      const data = (await res.json()) as { data: { created: number } };
      created += data.data.created;
      if ((at + items.length) % 100_000 === 0) log(`  suppressions ${at + items.length}/${rows.length}`);
    }
  };
  await Promise.all([worker(), worker()]);
  const seconds = (performance.now() - started) / 1000;
  if (created !== rows.length) throw new Error(`batch endpoint created ${created} of ${rows.length} rows`);
  return { rows: created, seconds, rowsPerSecond: created / seconds };
}

/**
 * Older ids get older dates (a list grows over time), with an hour of jitter. The table and its
 * indexes are rebuilt afterwards, as compact as a restored backup would have them. `fill`, when
 * given, runs while the indexes are away (a bulk load).
 */
export async function spreadCreatedAt(store: BenchStore, until: Date, fill?: (db: Db) => Promise<void>) {
  const db = await openDb(store);
  try {
    const span = 730 * 86_400;
    const indexes = await db.query<{ name: string; def: string }>(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes
       WHERE tablename = 'suppressions' AND indexdef NOT LIKE 'CREATE UNIQUE%'`,
    );
    for (const ix of indexes) await db.exec(`DROP INDEX ${ix.name}`);
    await fill?.(db);
    await db.query(
      `UPDATE suppressions SET created_at = $1::timestamptz
         - ((m.max_id - id)::float8 / m.max_id * $2 + (id * 7919) % 3600) * interval '1 second'
       FROM (SELECT max(id) AS max_id FROM suppressions) m`,
      [until.toISOString(), span],
    );
    await db.exec('VACUUM FULL suppressions');
    for (const ix of indexes) await db.exec(ix.def);
    await db.exec('ANALYZE suppressions');
  } finally {
    await db.close();
  }
}
