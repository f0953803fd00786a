import type { SuppressionReason } from '../../../src/contract';
import type { Queryable } from '../db';
import { gramsFor, suppressionGramOdds } from './address-grams';
import { sampleFromRows } from './sampled-odds';
import { cachedSearch, knownTotal, searchCountCap } from './search-totals';

/**
 * How a search of the suppression list finds its rows, chosen from the fragment and how common its
 * windows are (address-grams.ts; the grams index is migration 022):
 * - **collect**: the rarest windows are in few rows: the index hands them all back, `strpos` keeps
 *   the true matches, and the count is exact and the page sorted from them;
 * - **capped**: the index hands back many rows, most perhaps not matches: read up to 1,001 matches
 *   through it; when there are no more, that is the count and the page;
 * - **walk**: matches are everywhere: walking the list in its order fills a page within a few
 *   hundred rows, and counting stops at 1,001 ("more than 1,000").
 * A capped search that finds more than 1,000 matches walks for its page: there are enough of them
 * that the walk stops early, and nothing reads every match for one page of fifty.
 */
export type SearchPlan = 'collect' | 'capped' | 'walk';

export interface SuppressionSearch {
  plan: SearchPlan;
  /** `WHERE` conditions (without the keyword) for the matches, with parameters bound via `p`. */
  match(p: (value: unknown) => string, walk?: boolean): string;
  key: string;
}

export const planLimits = {
  /** Below this many addresses nothing is sampled: reading them all is as fast as any index. */
  sampleFrom: sampleFromRows,
  /** A window in at least this share of addresses makes the index hand back too much to recheck. */
  denseFrom: 0.2,
  /** Up to this many rows from the index are read whole: the count is exact and costs little. */
  rechecked: 20_000,
  /** The same when the window is the whole fragment: every row is a match to keep and sort. */
  kept: 3_000,
};

export async function planSuppressionSearch(
  db: Queryable,
  q: string,
  reason: SuppressionReason[] | undefined,
): Promise<SuppressionSearch> {
  const sampled = await suppressionGramOdds(db, planLimits.sampleFrom);
  // Without odds the list is small: reading it all is as fast as any index.
  const choice = sampled ? gramsFor(q, sampled.odds) : null;
  const fromIndex = choice ? choice.share * sampled!.rows : 0;
  // Up to three characters the window is the fragment: the index's rows are all matches.
  const short = Array.from(q).length <= 3;
  const plan: SearchPlan =
    !sampled || fromIndex <= planLimits[short ? 'kept' : 'rechecked']
      ? 'collect'
      : !choice || choice.share >= planLimits.denseFrom || short
        ? 'walk'
        : 'capped';
  const grams = sampled && plan !== 'walk' ? choice?.grams : undefined;
  return {
    plan,
    key: JSON.stringify([q, [...(reason ?? [])].sort()]),
    match: (p, walk = false) => {
      const where = [`strpos(email, ${p(q)}) > 0`];
      // The ordered walk must not ask the index: it would fetch every match before the first row.
      if (grams && !walk) where.unshift(`address_grams(email) @> ${p(grams)}::text[]`);
      if (reason) where.push(`reason = ANY(${p(reason)}::text[])`);
      return where.join(' AND ');
    },
  };
}

/**
 * The exact number of matches, counted once per write generation (search-totals.ts); without
 * `count`, only when counted before (so the pages after "Count exactly" stay exact).
 */
export function exactSearchTotal(db: Queryable, search: SuppressionSearch, count = true) {
  if (!count) return knownTotal(db, search.key);
  const params: unknown[] = [];
  const where = search.match((v) => `$${params.push(v)}`);
  return cachedSearch(db, search.key, `FROM suppressions WHERE ${where}`, params);
}

export { searchCountCap };
