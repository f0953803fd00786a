import type { Queryable } from '../db';

/**
 * Exact totals for searches, counted once per (filter, write generation). Counting a broad search
 * (`gmail`: a fifth of a million rows) costs ~100 ms; paging through it, or typing on past it, asks
 * for the same count again and again. The generation comes from the database with every lookup, so a
 * cached total is only served while no write has landed since it was counted, by any process.
 */
const maxEntries = 500;
const caches = new WeakMap<Queryable, Map<string, { generation: number; total: number }>>();

const generationSql = '(SELECT COALESCE(sum(writes), 0) FROM suppression_counts)::float8';

export async function cachedSearchTotal(
  db: Queryable,
  key: string,
  countSql: string,
  params: readonly unknown[],
): Promise<number> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) {
    const [row] = await db.query<{ generation: number }>(`SELECT ${generationSql} AS generation`);
    if (row?.generation === hit.generation) {
      cache.delete(key);
      cache.set(key, hit); // most recently used last
      return hit.total;
    }
  }
  // One statement, one snapshot: the count is exactly the one of that generation.
  const [row] = await db.query<{ generation: number; total: number }>(
    `SELECT ${generationSql} AS generation, (${countSql})::int AS total`,
    params,
  );
  const entry = { generation: row!.generation, total: row!.total };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  return entry.total;
}
