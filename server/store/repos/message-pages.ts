import type { MessageListQuery } from '../../../src/contract';
import type { Queryable } from '../db';
import { decodeCursor, encodeCursor } from './cursor';
import { filterClause } from './message-filter-sql';
import { searchOdds } from './message-search-odds';
import { messageColumns, toMessage, type MessageRow } from './messages-repo';

/** A total is counted up to here; past it the answer is "more than" this many. */
export const totalCap = 1000;

const order = 'created_at_desc';

/** Rows after `(key, id)` in newest-first order: the keyset condition of pages and export batches. */
export const olderThan = (key: string, id: string | number, params: unknown[]) =>
  ` AND (created_at, id) < ($${params.push(key)}::timestamptz, $${params.push(id)}::uuid)`;

/**
 * One page of the activity log, newest first, keyset-paged; the first page also counts (capped) and
 * says what history is kept (messages since `keptSince` are kept; older ones expire).
 */
export async function searchMessages(db: Queryable, q: MessageListQuery, keptSince: Date) {
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
  const exact = q.exact_total === 'true';
  const total =
    next_cursor === null
      ? page.length
      : await countMatches(db, filters, countParams, exact ? null : totalCap);
  return {
    messages: page.map(toMessage),
    next_cursor,
    total: exact ? total : Math.min(total, totalCap),
    total_exact: exact || total <= totalCap,
    ...(await historyKept(db, keptSince)),
  };
}

/**
 * Where the log's history starts (the created_at index's last entry), and the whole days since
 * `keptSince` that the statistics count but that hold no message: lacking, not quiet.
 */
async function historyKept(db: Queryable, keptSince: Date) {
  const [row] = await db.query<{ at: Date | null }>(`SELECT min(created_at) AS at FROM messages`);
  // A probe of the created_at index per counted day: days are few, and each probe stops at a row.
  const days = await db.query<{ day: string }>(
    `SELECT to_char(s.day, 'YYYY-MM-DD') AS day
     FROM (SELECT day FROM daily_stats WHERE accepted > 0 AND day > $1::date GROUP BY day) s
     WHERE NOT EXISTS (SELECT 1 FROM messages m WHERE m.created_at >= s.day AND m.created_at < s.day + 1)
     ORDER BY s.day`,
    [keptSince],
  );
  return {
    oldest_at: row?.at ? row.at.toISOString() : null,
    missing_days: dayRanges(days.map((d) => d.day)),
  };
}

/** Consecutive days as ranges: ["2026-10-01", "2026-10-02", "2026-10-05"] → two ranges. */
function dayRanges(days: string[]) {
  const ranges: { from: string; to: string }[] = [];
  for (const day of days) {
    const last = ranges.at(-1);
    if (last && Date.parse(day) - Date.parse(last.to) === 86_400_000) last.to = day;
    else ranges.push({ from: day, to: day });
  }
  return ranges;
}

/** How many match, counted up to `cap` (then the answer is a floor), or all of them (null). */
async function countMatches(db: Queryable, filters: string, params: unknown[], cap: number | null) {
  if (cap === null) {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages WHERE ${filters}`,
      params,
    );
    return row?.n ?? 0;
  }
  return countCapped(db, filters, params);
}

/**
 * In the page's own order, so the count walks the index the page has just read. Unordered, the
 * planner may scan the table from its start instead: it cannot tell how rare an event bit is
 * (complaints are a few per cent of messages) and takes nearly every row to have it.
 */
async function countCapped(db: Queryable, filters: string, params: unknown[]) {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM messages WHERE ${filters}
     ORDER BY created_at DESC, id DESC LIMIT ${totalCap + 1}) t`,
    params,
  );
  return row?.n ?? 0;
}
