import type { Queryable } from '../db';

/**
 * Exact totals for searches, counted once per (filter, write generation): counting every match of
 * a broad fragment reads most of the list, and paging through it asks for the same count again. The
 * generation comes from the database with every lookup, so a kept total is only served while no
 * write has landed since it was counted, by any process.
 */
export interface SearchEntry {
  generation: number;
  total: number;
}

/**
 * A new query is counted only up to here unless the caller asks for the exact count: counting every
 * match of a broad fragment (`user`, `.com`: most of a million rows) would cost more than the page.
 */
export const searchCountCap = 1_000;

const maxEntries = 500;
const caches = new WeakMap<Queryable, Map<string, SearchEntry>>();

const generationSql = '(SELECT COALESCE(sum(writes), 0) FROM suppression_counts)::float8';

/** The exact total counted earlier for `key`, while no write has landed since. */
export async function knownTotal(db: Queryable, key: string): Promise<SearchEntry | null> {
  const cache = caches.get(db);
  const hit = cache?.get(key);
  if (!cache || !hit) return null;
  const [row] = await db.query<{ generation: number }>(`SELECT ${generationSql} AS generation`);
  if (row?.generation !== hit.generation) return null;
  cache.delete(key);
  cache.set(key, hit); // most recently used last
  return hit;
}

/** `matchSql`: `FROM suppressions WHERE …`, the search's rows, with `params`. */
export async function cachedSearch(
  db: Queryable,
  key: string,
  matchSql: string,
  params: readonly unknown[],
): Promise<SearchEntry> {
  const hit = await knownTotal(db, key);
  if (hit) return hit;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  // One statement, one snapshot: the count is exactly the one of that generation.
  const [row] = await db.query<{ generation: number; total: number }>(
    `SELECT ${generationSql} AS generation, (SELECT count(*) ${matchSql})::int AS total`,
    params,
  );
  const entry: SearchEntry = { generation: row!.generation, total: row!.total };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  return entry;
}
