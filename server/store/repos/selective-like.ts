import type { Queryable } from '../db';
import { likePattern } from './like-pattern';
import {
  analyzeIfChanged,
  keptOdds,
  readTable,
  sampleFromRows,
  sampleSql,
  type TokenOdds,
} from './sampled-odds';

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
export type TrigramOdds = TokenOdds;

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

/**
 * Trigram odds of `expr` over `table`, from a page sample of about 20,000 rows (sampled-odds.ts).
 * Undefined for a small table.
 */
export function trigramOdds(
  db: Queryable,
  table: string,
  expr: string,
  minRows = sampleFromRows,
): Promise<TrigramOdds | undefined> {
  return keptOdds(
    db,
    `trgm|${table}|${expr}|${minRows}`,
    () => readTable(db, table, minRows),
    async ({ rows }) => {
      if (rows < minRows) return undefined;
      await analyzeIfChanged(db, table);
      // show_trgm lists each trigram of a value once: a trigram's count is the values holding it.
      const found = await db.query<{ t: string; n: number; total: number }>(
        `WITH s AS (${sampleSql(table, `${expr} AS v`, rows)})
         SELECT t, count(*)::int AS n, (SELECT count(*) FROM s)::int AS total
         FROM s, unnest(show_trgm(s.v)) AS t GROUP BY t`,
      );
      const total = found[0]?.total ?? 0;
      if (!total) return undefined;
      return new Map(found.map((r) => [r.t, r.n / total]));
    },
  );
}
