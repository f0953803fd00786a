import { csvFormulaLeads, csvQuotedChars } from '../../../src/contract';
import type { Queryable } from '../db';
import { filterClause, type MessageFilters } from './message-filter-sql';
import { olderThan } from './message-pages';
import { searchOdds } from './message-search-odds';

/** A one-character SQL literal (E'' for the control characters). */
const controls: Record<string, string> = { '\t': "E'\\t'", '\r': "E'\\r'", '\n': "E'\\n'" };
const charSql = (c: string) => controls[c] ?? `'${c.replaceAll("'", "''")}'`;
const leadsSql = csvFormulaLeads.map(charSql).join(', ');
const quotedSql = (value: string) =>
  [
    ...csvQuotedChars.map((c) => `strpos(${value}, ${charSql(c)}) > 0`),
    `left(${value}, 1) = ' '`,
    `right(${value}, 1) = ' '`,
  ].join(' OR ');

/**
 * One CSV field computed by the database, exactly as the contract's `csvCell` writes it: a formula
 * lead gets an apostrophe; a quote, a separator (`,` `;` tab), a line break or an edge space quotes it.
 */
function csvCellSql(value: string) {
  // left() and strpos() rather than regular expressions: an export runs these on every cell.
  const defused = `CASE WHEN left(${value}, 1) IN (${leadsSql}) THEN '''' || ${value} ELSE ${value} END`;
  return `CASE WHEN ${quotedSql(value)} THEN '"' || replace(${defused}, '"', '""') || '"' ELSE ${defused} END`;
}

/** ISO 8601 in UTC with milliseconds, as JavaScript's toISOString writes it; empty for null. */
const isoSql = (value: string) =>
  `coalesce(to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;

/** The export's columns (messageCsvColumns) as one CSV line; `domains` is a jsonb of id → name. */
const csvLineSql = (domains: string) =>
  [
    'id::text',
    isoSql('created_at'),
    'status',
    csvCellSql('to_email'),
    csvCellSql('from_email'),
    csvCellSql('subject'),
    csvCellSql(`coalesce(${domains} ->> domain_id::text, domain_id::text, '')`),
    "coalesce(last_event_type, '')",
    isoSql('last_event_at'),
    isoSql('delivered_at'),
    "coalesce(bounce_class, '')",
    'stream',
  ].join(" || ',' || ") + " || E'\\r\\n'";

/**
 * Every matching message as CSV lines, newest first, a batch at a time on the same keyset as the
 * pages: an export of millions of rows holds one batch in memory and never a long-running snapshot.
 * The database writes the lines, so no row is built as an object on the way (on PGlite that was
 * most of an export's time). Every aggregate asks for the page's own order, so the planner feeds
 * them the index's rows as they come instead of sorting the batch.
 */
export async function* streamMessageCsv(
  db: Queryable,
  f: MessageFilters,
  domains: ReadonlyMap<number, string>,
  { batch = 5_000, signal }: { batch?: number; signal?: AbortSignal } = {},
): AsyncGenerator<string> {
  let after: { key: string; id: string } | null = null;
  const odds = await searchOdds(db, f);
  const names = JSON.stringify(Object.fromEntries(domains));
  for (;;) {
    signal?.throwIfAborted();
    const params: unknown[] = [];
    let where = filterClause(f, params, odds);
    if (after) where += olderThan(after.key, after.id, params);
    const line = csvLineSql(`$${params.push(names)}::jsonb`);
    const [page] = await db.query<{
      body: string | null;
      n: number;
      last_at: Date | null;
      last_id: string | null;
    }>(
      `WITH page AS (
         SELECT created_at, id, ${line} AS line FROM messages WHERE ${where}
         ORDER BY created_at DESC, id DESC LIMIT ${batch})
       SELECT string_agg(line, '' ORDER BY created_at DESC, id DESC) AS body, count(*)::int AS n,
              min(created_at) AS last_at,
              (array_agg(id ORDER BY created_at DESC, id DESC))[count(*)]::text AS last_id
       FROM page`,
      params,
      { signal },
    );
    if (!page || page.n === 0) return;
    yield page.body ?? '';
    if (page.n < batch || !page.last_at || !page.last_id) return;
    after = { key: new Date(page.last_at).toISOString(), id: page.last_id };
  }
}
