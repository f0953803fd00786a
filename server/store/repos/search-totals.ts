import type { Queryable } from '../db';

/**
 * Exact totals for searches, counted once per (filter, write generation). Counting a broad search
 * (`gmail`: a fifth of a million rows) costs ~100 ms; paging through it, or typing on past it, asks
 * for the same count again and again. The generation comes from the database with every lookup, so a
 * cached total is only served while no write has landed since it was counted, by any process.
 * A search with few matches also keeps their ids, so its later pages skip the trigram index.
 */
export interface SearchEntry {
  generation: number;
  total: number;
  /** False when counting stopped at the cap: there are more than `total` matches. */
  exact: boolean;
  ids?: number[];
}

/**
 * A new query is counted only up to here unless the caller asks for the exact count: counting every
 * match of a broad fragment (`user`, `.com`: most of a million rows) would cost more than the page.
 */
export const searchCountCap = 1_000;

const maxEntries = 500;
const caches = new WeakMap<Queryable, Map<string, SearchEntry>>();

const generationSql = '(SELECT COALESCE(sum(writes), 0) FROM suppression_counts)::float8';

/** `matchSql`: `FROM suppressions WHERE …`, the search's rows, with `params`. */
export async function cachedSearch(
  db: Queryable,
  key: string,
  matchSql: string,
  params: readonly unknown[],
  exact = false,
): Promise<SearchEntry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && (hit.exact || !exact)) {
    const [row] = await db.query<{ generation: number }>(`SELECT ${generationSql} AS generation`);
    if (row?.generation === hit.generation) {
      cache.delete(key);
      cache.set(key, hit); // most recently used last
      return hit;
    }
  }
  // One statement, one snapshot: the count is exactly the one of that generation.
  const counted = exact
    ? `(SELECT count(*) ${matchSql})`
    : `(SELECT count(*) FROM (SELECT 1 ${matchSql} LIMIT ${searchCountCap + 1}) capped)`;
  const [row] = await db.query<{ generation: number; total: number }>(
    `SELECT ${generationSql} AS generation, ${counted}::int AS total`,
    params,
  );
  const entry: SearchEntry =
    row!.total > searchCountCap && !exact
      ? { generation: row!.generation, total: searchCountCap, exact: false }
      : { generation: row!.generation, total: row!.total, exact: true };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  return entry;
}

/** The ids of a search's matches, read once and kept with its entry while its generation holds. */
export async function matchIds(
  db: Queryable,
  entry: SearchEntry,
  matchSql: string,
  params: readonly unknown[],
): Promise<number[]> {
  if (entry.ids) return entry.ids;
  const [row] = await db.query<{ generation: number; ids: number[] | null }>(
    `SELECT ${generationSql} AS generation, (SELECT array_agg(id::float8) ${matchSql}) AS ids`,
    params,
  );
  const ids = row?.ids ?? [];
  // A write landed since the count: these ids are newer than the entry; use them once, keep nothing.
  if (row?.generation === entry.generation) entry.ids = ids;
  return ids;
}
