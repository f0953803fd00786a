import type { Queryable } from '../db';
import {
  analyzeIfChanged,
  keptOdds,
  keptSample,
  sampleFromRows,
  sampleSql,
  type TableReading,
  type TokenOdds,
} from './sampled-odds';

/**
 * The windows of migration 022's `address_grams()`: every 1-, 2- and 3-character piece of an address
 * (characters, not UTF-16 units, as PostgreSQL's substr counts them).
 */
export function addressGrams(address: string, lengths: readonly number[] = [1, 2, 3]): string[] {
  const chars = Array.from(address);
  const found = new Set<string>();
  for (const n of lengths)
    for (let i = 0; i + n <= chars.length; i++) found.add(chars.slice(i, i + n).join(''));
  return [...found];
}

/** At most this many windows go to the index: more only lengthens the intersection. */
const maxAsked = 3;

export interface GramChoice {
  /** Windows every match holds, rarest first: the index is asked for these. */
  grams: string[];
  /** Share of rows holding the rarest of them: an upper bound on the share the index returns. */
  share: number;
}

/**
 * The windows to ask the index for: a fragment of up to three characters is one window itself;
 * a longer one, its rarest three-character windows.
 */
export function gramsFor(fragment: string, odds: TokenOdds): GramChoice | null {
  const length = Array.from(fragment).length;
  if (length === 0) return null;
  const ranked = addressGrams(fragment, [Math.min(3, length)])
    .map((g) => [g, odds.get(g) ?? 0] as const)
    .sort((a, b) => a[1] - b[1])
    .slice(0, maxAsked);
  return { grams: ranked.map(([g]) => g), share: ranked[0]![1] };
}

/** A page sample of the list: how common each window is, the addresses themselves, the list's size. */
export interface ListSample {
  rows: number;
  odds: TokenOdds;
  addresses: { email: string; reason: string }[];
}

const sampleKey = (minRows: number) => `grams|suppressions|${minRows}`;

/**
 * A page sample of the suppressed addresses (sampled-odds.ts), taken again as the list grows or
 * shrinks; undefined for a small list, where reading every row is fast anyway.
 */
export function suppressionSample(db: Queryable, minRows = sampleFromRows): Promise<ListSample | undefined> {
  return keptOdds<ListSample>(
    db,
    sampleKey(minRows),
    () => readSuppressions(db),
    async ({ rows }) => {
      if (rows < minRows) return undefined;
      await analyzeIfChanged(db, 'suppressions');
      const addresses = await db.query<{ email: string; reason: string }>(
        sampleSql('suppressions', 'email, reason', rows),
      );
      if (!addresses.length) return undefined;
      const counts = new Map<string, number>();
      for (const { email } of addresses)
        for (const g of addressGrams(email)) counts.set(g, (counts.get(g) ?? 0) + 1);
      const odds = new Map([...counts].map(([g, n]) => [g, n / addresses.length]));
      return { rows, odds, addresses };
    },
  );
}

/**
 * The list's size and write generation as its own counters have them (migrations 002 and 003):
 * exact, and current in the writing transaction, where the statistics counters lag. The generation
 * counts statements, each of at least one row: a lower bound of the rows written.
 */
async function readSuppressions(db: Queryable): Promise<TableReading> {
  const [reading] = (await db.query<TableReading>(
    'SELECT COALESCE(sum(n), 0)::float8 AS rows, COALESCE(sum(writes), 0)::float8 AS writes FROM suppression_counts',
  )) as [TableReading];
  return reading;
}

/** The kept suppression sample's reading and version on `db` (see keptSample). */
export const suppressionSampleState = (db: Queryable, minRows = sampleFromRows) =>
  keptSample(db, sampleKey(minRows));
