import type { Suppression, SuppressionListQuery, SuppressionReason } from '../../../src/contract';
import type { Queryable } from '../db';
import { decodeCursor, encodeCursor } from './cursor';
import { cachedSearchTotal } from './search-totals';

export interface SuppressionRow {
  id: number;
  email: string;
  reason: SuppressionReason;
  created_at: Date;
}

export const toSuppression = (r: SuppressionRow): Suppression => ({
  id: r.id,
  email: r.email,
  reason: r.reason,
  created_at: r.created_at.toISOString(),
});

const columns = 'id, email, reason, created_at';

/** Escapes LIKE wildcards so `q` is a plain substring. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const orders = {
  created_at_desc: {
    by: 'created_at DESC, id DESC',
    after: '(created_at, id) < ($K::timestamptz, $I::bigint)',
  },
  created_at_asc: { by: 'created_at ASC, id ASC', after: '(created_at, id) > ($K::timestamptz, $I::bigint)' },
  email_asc: { by: 'email ASC', after: 'email > $K' },
} as const;

export async function listSuppressions(db: Queryable, query: SuppressionListQuery) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (query.q) where.push(`email LIKE ${add(likePattern(query.q))}`);
  if (query.reason) where.push(`reason = ANY(${add(query.reason)}::text[])`);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params];

  const order = orders[query.order];
  if (query.cursor) {
    const { key, id } = decodeCursor(query.cursor, query.order, 'int');
    where.push(order.after.replace('$K', add(key)).replace('$I', query.order === 'email_asc' ? '' : add(id)));
  }
  const page = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const rows = await db.query<SuppressionRow>(
    `SELECT ${columns} FROM suppressions ${page} ORDER BY ${order.by} LIMIT ${add(query.limit + 1)}`,
    params,
  );
  const total = await countSuppressions(db, query, filter, countParams);

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
  return { suppressions: pageRows.map(toSuppression), total, next_cursor };
}

/**
 * Without a search, the per-reason counters kept by triggers answer at once (exact, O(1)); a search
 * counts its matches once per write generation (search-totals.ts).
 */
async function countSuppressions(
  db: Queryable,
  query: SuppressionListQuery,
  filter: string,
  params: unknown[],
) {
  if (query.q) {
    const key = JSON.stringify([query.q.toLowerCase(), [...(query.reason ?? [])].sort()]);
    return cachedSearchTotal(db, key, `SELECT count(*) FROM suppressions ${filter}`, params);
  }
  const [row] = await db.query<{ total: number }>(
    'SELECT COALESCE(sum(n), 0)::int AS total FROM suppression_counts WHERE $1::text[] IS NULL OR reason = ANY($1::text[])',
    [query.reason ?? null],
  );
  return row?.total ?? 0;
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
  item: { email: string; reason: SuppressionReason; messageId?: string; at?: Date },
): Promise<{ created: boolean; suppression: Suppression }> {
  const [row] = await db.query<SuppressionRow>(
    `INSERT INTO suppressions (email, reason, message_id, created_at) VALUES ($1, $2, $3, COALESCE($4, now()))
     ON CONFLICT (email) DO NOTHING RETURNING ${columns}`,
    [item.email, item.reason, item.messageId ?? null, item.at ?? null],
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
