import type { Queryable } from '../db';
import { likePattern } from './like-pattern';

/**
 * A substring search (`%fragment%`) that stays fast on a repetitive column. A trigram index answers
 * `LIKE '%customer3141%'` by intersecting the lists of every trigram of the fragment, and on a column
 * where every value shares `cus`, `ome`, `mer` those lists hold every row: the rare match costs a walk
 * through millions of entries. So the index is asked only for the fragment's rarest trigrams (judged
 * from a sample of the column), and the whole fragment is checked on the few rows they find. When
 * every trigram is everywhere, the index is not asked at all: the matches are so many that walking
 * the rows newest first fills a page at once.
 */

/** Share of sampled values holding each trigram (pg_trgm's trigrams: lower-cased, padded words). */
export type TrigramOdds = ReadonlyMap<string, number>;

/** A trigram in fewer than this share of values is worth asking the index for. */
const usefulBelow = 0.2;
/** At most this many trigrams go to the index: more only lengthens the intersection. */
const maxTrigrams = 3;

/** The 3-character windows pg_trgm indexes for `%fragment%`: inside runs of letters and digits. */
export function innerTrigrams(fragment: string): string[] {
  const found = new Set<string>();
  for (const run of fragment.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    for (let i = 0; i + 3 <= run.length; i++) found.add(run.slice(i, i + 3));
  return [...found];
}

/**
 * The condition for `expr LIKE %fragment%` (or ILIKE), with parameters bound through `p`. Without
 * odds (a small table, or none sampled yet) it is the plain pattern.
 */
export function selectiveLike(
  expr: string,
  op: 'LIKE' | 'ILIKE',
  fragment: string,
  odds: TrigramOdds | undefined,
  p: (value: unknown) => string,
): string {
  const whole = likePattern(fragment);
  const ranked = innerTrigrams(fragment)
    .map((t) => [t, odds?.get(t) ?? 0] as const)
    .sort((a, b) => a[1] - b[1]);
  if (!odds || ranked.length === 0) return `${expr} ${op} ${p(whole)}`;
  const useful = ranked.filter(([, share]) => share < usefulBelow).slice(0, maxTrigrams);
  const asked = useful.map(([t]) => `${expr} ${op} ${p(`%${t}%`)}`);
  // `expr || ''` is not the indexed expression: the whole fragment is checked on the rows found.
  return [...asked, `(${expr} || '') ${op} ${p(whole)}`].join(' AND ');
}

/** Below this many rows every plan is fast: no sample is taken. */
export const sampleFromRows = 50_000;
const sampleSize = 20_000;
const freshForMs = 10 * 60_000;

type Cached = { odds: TrigramOdds | undefined; at: number; refreshing?: Promise<void> };
const cache = new WeakMap<Queryable, Map<string, Cached>>();

/**
 * Trigram odds of `expr` over `table`, from a page sample of about 20,000 rows, kept 10 minutes per
 * database handle and refreshed in the background after that. Undefined for a small table.
 */
export async function trigramOdds(
  db: Queryable,
  table: string,
  expr: string,
  minRows = sampleFromRows,
): Promise<TrigramOdds | undefined> {
  const key = `${table}|${expr}|${minRows}`;
  const perDb = cache.get(db) ?? new Map<string, Cached>();
  cache.set(db, perDb);
  const cached = perDb.get(key);
  const refresh = async () => {
    const odds = await sampleOdds(db, table, expr, minRows);
    perDb.set(key, { odds, at: Date.now() });
  };
  if (!cached) {
    await refresh();
    return perDb.get(key)!.odds;
  }
  if (Date.now() - cached.at > freshForMs && !cached.refreshing) {
    cached.refreshing = refresh().catch(() => void (cached.refreshing = undefined));
  }
  return cached.odds;
}

async function sampleOdds(db: Queryable, table: string, expr: string, minRows: number) {
  const [size] = await db.query<{ rows: number }>(
    `SELECT greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE oid = $1::regclass`,
    [table],
  );
  const rows = Math.max(size?.rows ?? 0, 0);
  if (rows < minRows) {
    // reltuples is only an estimate (and 0 before the first ANALYZE): ask the table when it is small.
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} LIMIT ${minRows}) s`,
    );
    if (n < minRows) return undefined;
  }
  const percent = Math.min(100, Math.max(0.01, ((sampleSize * 1.5) / Math.max(rows, 1)) * 100));
  // show_trgm lists each trigram of a value once: a trigram's count is the values holding it.
  const found = await db.query<{ t: string; n: number; total: number }>(
    `WITH s AS (SELECT ${expr} AS v FROM ${table} TABLESAMPLE SYSTEM (${percent}) LIMIT ${sampleSize})
     SELECT t, count(*)::int AS n, (SELECT count(*) FROM s)::int AS total
     FROM s, unnest(show_trgm(s.v)) AS t GROUP BY t`,
  );
  const total = found[0]?.total ?? 0;
  if (!total) return undefined;
  return new Map(found.map((r) => [r.t, r.n / total]));
}
