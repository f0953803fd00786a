import type { Queryable } from '../db';
import { suppressionSample } from './address-grams';
import { sampleMessageSearchOdds } from './message-search-odds';

/**
 * Takes the samples that search plans read (the suppression list's address windows, the activity
 * log's recipient and subject trigrams), so the first person to search after a start does not wait
 * for them. They are kept per database handle (sampled-odds.ts): pass the one the routes use.
 */
export async function warmSearchSamples(db: Queryable) {
  await suppressionSample(db);
  await sampleMessageSearchOdds(db);
}
