import { emailSchema, timeEnd, timeStart, type MessageListQuery } from '../../../src/contract';
import type { Queryable } from '../db';
import { eventBit } from '../migrations/020-message-activity';
import { decodeCursor, encodeCursor } from './cursor';
import { selectiveLike, trigramOdds, type TrigramOdds } from './selective-like';
import { messageColumns, toMessage, type MessageRow } from './messages-repo';

/** A total is counted up to here; past it the answer is "more than" this many. */
export const totalCap = 1000;

export type MessageFilters = Omit<MessageListQuery, 'limit' | 'cursor'>;

/** Trigram odds of the columns searched by fragment (see selective-like.ts). */
export interface SearchOdds {
  recipient?: TrigramOdds | undefined;
  subject?: TrigramOdds | undefined;
}

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

const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * The WHERE clause of a filtered view. Each condition is written the way its index is declared
 * (migration 020), so the planner can walk that index newest first and stop after a page.
 */
export function filterClause(f: MessageFilters, params: unknown[], odds: SearchOdds = {}): string {
  const where: string[] = [];
  const p = (value: unknown) => `$${params.push(value)}`;
  const to = f.to?.includes('@') ? undefined : f.to;
  const exactRecipient = f.to?.includes('@') ? f.to : undefined;
  if (exactRecipient) where.push(`to_email = ${p(emailSchema.parse(exactRecipient))}`);
  if (f.recipient) {
    const r = f.recipient;
    if (r.startsWith('@')) where.push(`split_part(to_email, '@', 2) = ${p(r.slice(1))}`);
    else if (emailSchema.safeParse(r).success) where.push(`to_email = ${p(r)}`);
    else where.push(selectiveLike('to_email', 'ILIKE', r, odds.recipient, p));
  }
  if (f.subject) where.push(selectiveLike('lower(subject)', 'LIKE', f.subject, odds.subject, p));
  // One status as `=`: the planner can then walk (domain_id, status, created_at) in order.
  if (f.status?.length === 1) where.push(`status = ${p(f.status[0])}`);
  else if (f.status) where.push(`status = ANY(${p(f.status)}::text[])`);
  if (f.event) {
    where.push(`(${f.event.map((e) => `event_bits & ${eventBit[e]} <> 0`).join(' OR ')})`);
  }
  if (f.domain_id) where.push(`domain_id = ${p(f.domain_id)}`);
  if (f.from) where.push(`created_at >= ${p(new Date(timeStart(f.from)).toISOString())}::timestamptz`);
  if (to) where.push(`created_at <= ${p(new Date(timeEnd(to)).toISOString())}::timestamptz`);
  if (f.id_prefix) {
    const hex = f.id_prefix.replaceAll('-', '');
    where.push(
      `id BETWEEN ${p(uuidOf(hex.padEnd(32, '0')))}::uuid AND ${p(uuidOf(hex.padEnd(32, 'f')))}::uuid`,
    );
  }
  return where.length ? where.join(' AND ') : 'TRUE';
}

const order = 'created_at_desc';

/** Rows after `(key, id)` in newest-first order: the keyset condition of pages and export batches. */
const olderThan = (key: string, id: string | number, params: unknown[]) =>
  ` AND (created_at, id) < ($${params.push(key)}::timestamptz, $${params.push(id)}::uuid)`;

/** One page of the activity log, newest first, keyset-paged; the first page also counts (capped). */
export async function searchMessages(db: Queryable, q: MessageListQuery) {
  const params: unknown[] = [];
  const filters = filterClause(q, params, await searchOdds(db, q));
  const countParams = [...params];
  let where = filters;
  if (q.cursor) {
    const { key, id } = decodeCursor(q.cursor, order, 'uuid');
    where += olderThan(key, id, params);
  }
  const rows = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM messages WHERE ${where}
     ORDER BY created_at DESC, id DESC LIMIT $${params.push(q.limit + 1)}`,
    params,
  );
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const next_cursor =
    rows.length > q.limit && last ? encodeCursor(order, last.created_at.toISOString(), last.id) : null;
  if (q.cursor) return { messages: page.map(toMessage), next_cursor };
  const total = next_cursor === null ? page.length : await countCapped(db, filters, countParams);
  return {
    messages: page.map(toMessage),
    next_cursor,
    total: Math.min(total, totalCap),
    total_exact: total <= totalCap,
  };
}

async function countCapped(db: Queryable, filters: string, params: unknown[]) {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM messages WHERE ${filters} LIMIT ${totalCap + 1}) t`,
    params,
  );
  return row?.n ?? 0;
}

/**
 * One CSV field computed by the database, exactly as RFC 4180 and the export's rule want it: a value
 * a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, and a
 * value holding a comma, quote or line break is quoted with its quotes doubled.
 */
function csvCellSql(value: string) {
  // left() and strpos() rather than regular expressions: an export runs these on every cell.
  const risky = `left(${value}, 1) IN ('=', '+', '-', '@', E'\\t', E'\\r')`;
  const defused = `CASE WHEN ${risky} THEN '''' || ${value} ELSE ${value} END`;
  const special = [`'"'`, `','`, `E'\\r'`, `E'\\n'`].map((c) => `strpos(${value}, ${c}) > 0`).join(' OR ');
  return `CASE WHEN ${special} THEN '"' || replace(${defused}, '"', '""') || '"' ELSE ${defused} END`;
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
