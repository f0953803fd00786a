import { emailSchema } from '../../../src/contract';
import type { Queryable } from '../db';
import type { MessageFilters, SearchOdds } from './message-filter-sql';
import { trigramOdds } from './selective-like';

const recipientOdds = (db: Queryable) => trigramOdds(db, 'messages', 'lower(to_email)');
const subjectOdds = (db: Queryable) => trigramOdds(db, 'messages', 'lower(subject)');

/** The odds a filter's fragments need, sampled (and cached) only for the columns it searches. */
export async function searchOdds(db: Queryable, f: MessageFilters): Promise<SearchOdds> {
  const fragment = f.recipient && !f.recipient.startsWith('@') && !emailSchema.safeParse(f.recipient).success;
  return {
    recipient: fragment ? await recipientOdds(db) : undefined,
    subject: f.subject ? await subjectOdds(db) : undefined,
  };
}

/** Samples both searchable columns ahead of any search (search-warmup.ts). */
export async function sampleMessageSearchOdds(db: Queryable) {
  await recipientOdds(db);
  await subjectOdds(db);
}
