import type {
  Suppression,
  SuppressionListQuery,
  SuppressionReason,
  SuppressionSource,
} from '../../../src/contract';
import type { Queryable } from '../db';
import { selectiveLike, trigramOdds } from './selective-like';
import { decodeCursor, encodeCursor } from './cursor';
import { cachedSearch, matchIds } from './search-totals';

export interface SuppressionRow {
  id: number;
  email: string;
  reason: SuppressionReason;
  created_at: Date;
  message_id: string | null;
  source: Omit<SuppressionSource, 'message_id'> | null;
}

/** Rows from before origins were recorded: one with a message read as automatic, else none. */
export const toSuppression = (r: SuppressionRow): Suppression => {
  const source: SuppressionSource | null = r.source
    ? { ...r.source, ...(r.message_id ? { message_id: r.message_id } : {}) }
    : r.message_id
      ? { type: 'automatic', message_id: r.message_id }
      : null;
  return {
    id: r.id,
    email: r.email,
    reason: r.reason,
    created_at: r.created_at.toISOString(),
    ...(source ? { source } : {}),
  };
};

export const suppressionColumns = 'id, email, reason, created_at, message_id, source';
const columns = suppressionColumns;

/** The jsonb stored for a source: everything but the message id, which has its own column. */
export const storedSource = (source: SuppressionSource | undefined | null) => {
  if (!source) return null;
  const { message_id: _omit, ...rest } = source;
  return JSON.stringify(rest);
};

const orders = {
  created_at_desc: {
    by: 'created_at DESC, id DESC',
    after: '(created_at, id) < ($K::timestamptz, $I::bigint)',
  },
  created_at_asc: { by: 'created_at ASC, id ASC', after: '(created_at, id) > ($K::timestamptz, $I::bigint)' },
  email_asc: { by: 'email ASC', after: 'email > $K' },
} as const;

export async function listSuppressions(db: Queryable, query: SuppressionListQuery) {
  const order = orders[query.order];
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  const byReason = query.reason ? `reason = ANY(${add(query.reason)}::text[])` : null;
  if (byReason) where.push(byReason);
  // Rows the list walks without a search: exact and O(1) from the per-reason counters.
  const listed = await countListed(db, query.reason);
  let total = listed;
  let exact = true;
  let source = '';
  if (query.q) {
    const q = query.q.toLowerCase();
    const search = await searchMatches(db, q, query.reason, query.exact_total === 'true');
    total = search.entry.total;
    exact = search.entry.exact;
    // Collecting reads every match; walking reads ~(limit+1)·listed/total rows, each about half as dear.
    if (exact && total * total * 2 <= (query.limit + 1) * listed) {
      // Few matches: collect them all (through the trigram index once, then by id), then sort. The
      // planner cannot tell `olivia.martin` (136 rows) from `gmail` (200,000) and would walk the sort
      // index for both.
      const ids = await search.ids();
      source = `WITH matches AS MATERIALIZED (SELECT ${columns} FROM suppressions WHERE id = ANY(${add(ids)}::bigint[])) `;
    } else {
      // Many matches: walk the sort order's index and stop at the page; strpos keeps the trigram
      // index (which would fetch every match first) out of the plan.
      where.push(`strpos(email, ${add(q)}) > 0`);
    }
  }
  if (query.cursor) {
    const { key, id } = decodeCursor(query.cursor, query.order, 'int');
    where.push(order.after.replace('$K', add(key)).replace('$I', query.order === 'email_asc' ? '' : add(id)));
  }
  const rows = await db.query<SuppressionRow>(
    `${source}SELECT ${columns} FROM ${source ? 'matches' : 'suppressions'}
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order.by} LIMIT ${add(query.limit + 1)}`,
    params,
  );

  const more = rows.length > query.limit;
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  const next_cursor =
    more && last
      ? encodeCursor(
          query.order,
          query.order === 'email_asc' ? last.email : last.created_at.toISOString(),
          last.id,
        )
      : null;
  return { suppressions: pageRows.map(toSuppression), total, total_exact: exact, next_cursor };
}

async function countListed(db: Queryable, reason: SuppressionReason[] | undefined) {
  const [row] = await db.query<{ total: number }>(
    'SELECT COALESCE(sum(n), 0)::int AS total FROM suppression_counts WHERE $1::text[] IS NULL OR reason = ANY($1::text[])',
    [reason ?? null],
  );
  return row?.total ?? 0;
}

/**
 * Counted once per write generation (search-totals.ts): paging a broad search counts it once. The
 * fragment is matched through its rarest trigrams (selective-like.ts).
 */
async function searchMatches(
  db: Queryable,
  q: string,
  reason: SuppressionReason[] | undefined,
  exact: boolean,
) {
  const key = JSON.stringify([q, [...(reason ?? [])].sort()]);
  const params: unknown[] = [];
  const p = (value: unknown) => `$${params.push(value)}`;
  const odds = await trigramOdds(db, 'suppressions', 'email');
  const reasons = p(reason ?? null);
  const matchSql = `FROM suppressions WHERE ${selectiveLike('email', 'LIKE', q, odds, p)}
    AND (${reasons}::text[] IS NULL OR reason = ANY(${reasons}::text[]))`;
  const entry = await cachedSearch(db, key, matchSql, params, exact);
  return { entry, ids: () => matchIds(db, entry, matchSql, params) };
}

export async function findSuppressionByEmail(db: Queryable, email: string) {
  const [row] = await db.query<SuppressionRow>(`SELECT ${columns} FROM suppressions WHERE email = $1`, [
    email,
  ]);
  return row ? toSuppression(row) : null;
}

/** Inserts unless the address is already there; `created` tells which. One statement, race-free. */
export async function insertSuppression(
  db: Queryable,
  item: {
    email: string;
    reason: SuppressionReason;
    messageId?: string;
    at?: Date;
    source?: SuppressionSource;
  },
): Promise<{ created: boolean; suppression: Suppression }> {
  const [row] = await db.query<SuppressionRow>(
    `INSERT INTO suppressions (email, reason, message_id, created_at, source)
     VALUES ($1, $2, $3, COALESCE($4, now()), $5::jsonb)
     ON CONFLICT (email) DO NOTHING RETURNING ${columns}`,
    [
      item.email,
      item.reason,
      item.messageId ?? item.source?.message_id ?? null,
      item.at ?? null,
      storedSource(item.source),
    ],
  );
  if (row) return { created: true, suppression: toSuppression(row) };
  const existing = await findSuppressionByEmail(db, item.email);
  // Deleted between the two statements: extremely rare; try once more.
  if (!existing) return insertSuppression(db, item);
  return { created: false, suppression: existing };
}

export async function deleteSuppression(db: Queryable, id: number) {
  const [row] = await db.query<SuppressionRow>(
    `DELETE FROM suppressions WHERE id = $1 RETURNING ${columns}`,
    [id],
  );
  return row ? toSuppression(row) : null;
}
