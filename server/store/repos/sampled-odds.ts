import type { Queryable } from '../db';

/** Share of sampled values holding each token (a trigram, an address window). */
export type TokenOdds = ReadonlyMap<string, number>;

/** Below this many rows every plan is fast: no sample is taken. */
export const sampleFromRows = 50_000;
export const sampleSize = 20_000;
const freshForMs = 10 * 60_000;

type Kept = { odds: unknown; at: number; refreshing?: Promise<void> };
const kept = new WeakMap<Queryable, Map<string, Kept>>();

/**
 * Odds computed by `sample`, kept 10 minutes per database handle and key, refreshed in the
 * background after that (a search never waits for a second sample).
 */
export async function keptOdds<T = TokenOdds>(
  db: Queryable,
  key: string,
  sample: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const perDb = kept.get(db) ?? new Map<string, Kept>();
  kept.set(db, perDb);
  const known = perDb.get(key);
  const refresh = async () => {
    perDb.set(key, { odds: await sample(), at: Date.now() });
  };
  if (!known) {
    await refresh();
    return perDb.get(key)!.odds as T | undefined;
  }
  if (Date.now() - known.at > freshForMs && !known.refreshing) {
    known.refreshing = refresh().catch(() => void (known.refreshing = undefined));
  }
  return known.odds as T | undefined;
}

/** The table's size as the planner estimates it, counted when that says it is small. */
export async function estimatedRows(db: Queryable, table: string, minRows = sampleFromRows) {
  const [size] = await db.query<{ rows: number }>(
    `SELECT greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE oid = $1::regclass`,
    [table],
  );
  const rows = Math.max(size?.rows ?? 0, 0);
  if (rows >= minRows) return rows;
  // reltuples is only an estimate (and 0 before the first ANALYZE): ask the table when it is small.
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} LIMIT ${minRows}) s`,
  );
  return n;
}

/** The SQL for a page sample of about `sampleSize` rows (`columns` of each) from a table of `rows`. */
export const sampleSql = (table: string, columns: string, rows: number) => {
  const percent = Math.min(100, Math.max(0.01, ((sampleSize * 1.5) / Math.max(rows, 1)) * 100));
  return `SELECT ${columns} FROM ${table} TABLESAMPLE SYSTEM (${percent}) LIMIT ${sampleSize}`;
};
