import type { Queryable } from '../db';

/** Share of sampled values holding each token (a trigram, an address window). */
export type TokenOdds = ReadonlyMap<string, number>;

/** Below this many rows every plan is fast: no sample is taken. */
export const sampleFromRows = 50_000;
export const sampleSize = 20_000;
const freshForMs = 10 * 60_000;
/** A table this many times larger or smaller than when sampled is sampled again. */
const resampleFactor = 2;
/** …and so is one that has since seen writes of this share of its rows (churn at a steady size). */
const resampleAfterWrites = 0.5;

/** A table as read cheaply: its rows, and the rows ever written to it (a counter that only grows). */
export interface TableReading {
  rows: number;
  writes: number;
}

interface Kept {
  odds: unknown;
  reading: TableReading;
  at: number;
  /** How many samples this key has taken on this handle: 1 for the first. */
  version: number;
  read: () => Promise<TableReading>;
  sample: (reading: TableReading) => Promise<unknown>;
}

interface PerHandle {
  kept: Map<string, Kept>;
  /** First samples under way, shared by everyone who asks meanwhile. */
  first: Map<string, Promise<Kept>>;
  /** The one background check (and re-sample) of this handle under way, if any. */
  busy?: Promise<void>;
}

const handles = new WeakMap<Queryable, PerHandle>();
let taken = 0;
/** Samples taken by this process, on every handle (a small table's found unneeded included). */
export const samplesTaken = () => taken;
const perHandle = (db: Queryable) => {
  let found = handles.get(db);
  if (!found) handles.set(db, (found = { kept: new Map(), first: new Map() }));
  return found;
};

/**
 * Odds computed by `sample` from a reading of the table (`read`), kept per database handle and key.
 * Only the first is awaited (search-warmup.ts takes it at start). Each later use answers with the
 * kept odds at once and checks in the background whether the table has since grown or shrunk by a
 * factor of 2, seen writes of half its rows, or 10 minutes have passed; if so it samples again. A
 * list loaded from empty is planned on a sample of itself, not of the empty list, without a restart.
 * One check or re-sample runs at a time per handle: searches arriving meanwhile never queue another.
 */
export async function keptOdds<T = TokenOdds>(
  db: Queryable,
  key: string,
  read: () => Promise<TableReading>,
  sample: (reading: TableReading) => Promise<T | undefined>,
): Promise<T | undefined> {
  const handle = perHandle(db);
  const known = handle.kept.get(key);
  if (known) {
    handle.busy ??= refreshIfStale(known).finally(() => (handle.busy = undefined));
    return known.odds as T | undefined;
  }
  let first = handle.first.get(key);
  if (!first) {
    first = (async () => {
      const reading = await read();
      taken++;
      const kept: Kept = { odds: await sample(reading), reading, at: Date.now(), version: 1, read, sample };
      handle.kept.set(key, kept);
      return kept;
    })().finally(() => handle.first.delete(key));
    handle.first.set(key, first);
  }
  return (await first).odds as T | undefined;
}

/**
 * Checks every sample kept on `db` as a use would, in the background (the service does this every
 * few seconds): a list loaded while nobody searches is sampled as it grows, so the first search
 * after the load already plans on a sample of it.
 */
export function checkKeptSamples(db: Queryable) {
  const handle = handles.get(db);
  if (!handle) return;
  handle.busy ??= (async () => {
    for (const kept of [...handle.kept.values()]) await refreshIfStale(kept);
  })().finally(() => (handle.busy = undefined));
}

async function refreshIfStale(kept: Kept) {
  try {
    const now = await kept.read();
    if (!isStale(kept, now)) return;
    taken++;
    kept.odds = await kept.sample(now);
    kept.reading = now;
    kept.at = Date.now();
    kept.version++;
  } catch {
    // The kept odds stay; the next use checks again.
  }
}

function isStale(kept: Kept, now: TableReading) {
  const then = kept.reading;
  const ratio = Math.max(now.rows, 1) / Math.max(then.rows, 1);
  // Counters start again after a crash: writes below the kept reading count from zero.
  const written = now.writes >= then.writes ? now.writes - then.writes : now.writes;
  return (
    ratio >= resampleFactor ||
    ratio <= 1 / resampleFactor ||
    written >= Math.max(then.rows, sampleFromRows) * resampleAfterWrites ||
    Date.now() - kept.at > freshForMs
  );
}

/** What `key` keeps on `db`: the reading it was sampled at and how many samples it took; undefined before the first. */
export function keptSample(db: Queryable, key: string) {
  const kept = handles.get(db)?.kept.get(key);
  return kept && { rows: kept.reading.rows, version: kept.version };
}

/** Settles when the handle's background check (and re-sample), if one is under way, is over. */
export async function samplesSettled(db: Queryable) {
  await handles.get(db)?.busy;
}

/**
 * PostgreSQL's statistics counters for `table`: its live rows (they follow a bulk load, where
 * reltuples waits for ANALYZE; reltuples when they are empty, after a crash) and the rows written.
 */
export async function tableCounters(db: Queryable, table: string): Promise<TableReading> {
  const [found] = await db.query<TableReading>(
    `SELECT CASE WHEN s.n_live_tup > 0 THEN s.n_live_tup ELSE greatest(c.reltuples, 0) END::float8 AS rows,
            COALESCE(s.n_tup_ins + s.n_tup_upd + s.n_tup_del, 0)::float8 AS writes
     FROM pg_class c LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.oid = $1::regclass`,
    [table],
  );
  return { rows: found?.rows ?? 0, writes: found?.writes ?? 0 };
}

/** A cheap reading of `table` (tableCounters), its rows counted when the counters say it is small. */
export async function readTable(
  db: Queryable,
  table: string,
  minRows = sampleFromRows,
): Promise<TableReading> {
  const reading = await tableCounters(db, table);
  if (reading.rows >= minRows) return reading;
  // The counters lag a little behind writes: ask the table when they say it is small.
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} LIMIT ${minRows}) s`,
  );
  return { ...reading, rows: n };
}

/**
 * ANALYZEs `table` when a tenth of it has changed since it was last analyzed, as autovacuum would:
 * PGlite has no autovacuum, so a list loaded through the API would otherwise keep the planner's
 * statistics of the empty list (migration 022 analyzed it then) until someone ran ANALYZE by hand.
 * Called where samples are taken, which is when a table has changed that much anyway.
 */
export async function analyzeIfChanged(db: Queryable, table: string) {
  const [found] = await db.query<{ changed: boolean }>(
    `SELECT s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) AS changed
     FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.oid = $1::regclass`,
    [table],
  );
  if (found?.changed) await db.query(`ANALYZE ${table}`);
}

/** The SQL for a page sample of about `sampleSize` rows (`columns` of each) from a table of `rows`. */
export const sampleSql = (table: string, columns: string, rows: number) => {
  const percent = Math.min(100, Math.max(0.01, ((sampleSize * 1.5) / Math.max(rows, 1)) * 100));
  return `SELECT ${columns} FROM ${table} TABLESAMPLE SYSTEM (${percent}) LIMIT ${sampleSize}`;
};
