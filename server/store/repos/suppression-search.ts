import type { SuppressionReason } from '../../../src/contract';
import type { Queryable } from '../db';
import { gramsFor, suppressionSample, type ListSample } from './address-grams';
import { sampleFromRows } from './sampled-odds';
import { cachedSearch, knownTotal, searchCountCap } from './search-totals';

/**
 * How a search of the suppression list finds its page and its count, chosen from the fragment and
 * a sample of the list (address-grams.ts; the grams index is migration 022):
 * - **collect**: ask the index for the rows holding the fragment's rarest windows, keep those that
 *   hold the whole fragment, sort them: the count is exact. Chosen when the index hands back few
 *   rows, and when matches are so rare that walking the list would read most of it.
 * - **walk**: matches are common enough that walking the list in its order fills a page within a
 *   few thousand rows; the count stops at 1,001 ("more than 1,000"), read through the index unless
 *   matches are everywhere.
 */
export interface SuppressionSearch {
  page: 'collect' | 'walk';
  /** Where a walked page's capped count reads: the index, or the list itself (matches everywhere). */
  countBy: 'index' | 'scan';
  /** `WHERE` conditions (without the keyword) for the matches, bound via `p`; `index` asks the index. */
  match(p: (value: unknown) => string, index: boolean): string;
  key: string;
}

export const planLimits = {
  /** Below this many addresses nothing is sampled: reading them all is as fast as any index. */
  sampleFrom: sampleFromRows,
  /** A window in at least this share of addresses is no use asking the index for. */
  denseFrom: 0.2,
  /** Collect when the index is expected to hand back at most this many rows. */
  collectUpTo: 20_000,
  /** Walk when a page is expected within this many rows of the list. */
  walkUpTo: 20_000,
  /** Count a walked search by scanning when at least this share of addresses match. */
  scanCountFrom: 0.02,
};

export async function planSuppressionSearch(
  db: Queryable,
  q: string,
  reason: SuppressionReason[] | undefined,
  limit = 50,
): Promise<SuppressionSearch> {
  const sample = await suppressionSample(db, planLimits.sampleFrom);
  const key = JSON.stringify([q, [...(reason ?? [])].sort()]);
  const choice = sample ? gramsFor(q, sample.odds) : null;
  const grams = choice && choice.share < planLimits.denseFrom ? choice.grams : undefined;
  const match = (p: (value: unknown) => string, index: boolean) => {
    const where = [`strpos(email, ${p(q)}) > 0`];
    if (grams && index) where.unshift(`address_grams(email) @> ${p(grams)}::text[]`);
    if (reason) where.push(`reason = ANY(${p(reason)}::text[])`);
    return where.join(' AND ');
  };
  // Without a sample the list is small: reading it all is as fast as any index.
  if (!sample || !choice) return { page: 'collect', countBy: 'scan', match, key };
  const odds = sampleOdds(sample, q, choice.grams, reason);
  const fromIndex = grams ? Math.min(choice.share, odds.candidates) * sample.rows : Infinity;
  const walkRows = odds.matches > 0 ? (limit + 1) / odds.matches : Infinity;
  const page =
    fromIndex <= planLimits.collectUpTo || (walkRows > planLimits.walkUpTo && grams) ? 'collect' : 'walk';
  const countBy = !grams || odds.matches >= planLimits.scanCountFrom ? 'scan' : 'index';
  return { page, countBy, match, key };
}

/**
 * From the sample: the share of addresses matching (with its reasons), and of those holding every
 * window the index would be asked for. A few sampled hits are a noisy estimate, so matches count
 * only from five hits on, and candidates are given three more than seen.
 */
function sampleOdds(sample: ListSample, q: string, grams: string[], reason: SuppressionReason[] | undefined) {
  let matches = 0;
  let candidates = 0;
  for (const { email, reason: r } of sample.addresses) {
    if (grams.every((g) => email.includes(g))) candidates++;
    if ((!reason || reason.includes(r as SuppressionReason)) && email.includes(q)) matches++;
  }
  const n = sample.addresses.length;
  return { matches: matches >= 5 ? matches / n : 0, candidates: (candidates + 3) / n };
}

/**
 * The exact number of matches, counted once per write generation (search-totals.ts); without
 * `count`, only when counted before (so the pages after "Count exactly" stay exact).
 */
export function exactSearchTotal(db: Queryable, search: SuppressionSearch, count = true) {
  if (!count) return knownTotal(db, search.key);
  const params: unknown[] = [];
  const where = search.match((v) => `$${params.push(v)}`, true);
  return cachedSearch(db, search.key, `FROM suppressions WHERE ${where}`, params);
}

export { searchCountCap };
