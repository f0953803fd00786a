import type {
  Suppression,
  SuppressionListQuery,
  SuppressionReason,
  SuppressionSource,
} from '../../../src/contract';
import type { Queryable } from '../db';
import { classifyEvent, readStoredClassification } from './event-classification';
import { decodeCursor, encodeCursor } from './cursor';
import { exactSearchTotal, planSuppressionSearch, searchCountCap } from './suppression-search';

export interface SuppressionRow {
  id: number;
  email: string;
  reason: SuppressionReason;
  created_at: Date;
  message_id: string | null;
  source: Omit<SuppressionSource, 'message_id'> | null;
  /** The causing reply's class, stored with the row (migration 028). */
  bounce_class?: string | null;
}

/** An automatic suppression's causing reply: its stored class (never classified again on read). */
const automaticClassification = (source: Omit<SuppressionSource, 'message_id'>, storedClass: unknown) => {
  if (source.type !== 'automatic') return {};
  const classification = readStoredClassification(storedClass, {
    type: 'bounced',
    bounce_type: 'hard',
    smtp_response: source.smtp_response,
  });
  return classification ? { classification } : {};
};

/** The class an automatic suppression stores: its causing event's, else its reply read as a hard bounce. */
export const causingReplyClassification = (source: SuppressionSource | undefined | null) =>
  source?.type === 'automatic'
    ? (source.classification ??
      classifyEvent('bounced', { bounce_type: 'hard', smtp_response: source.smtp_response }))
    : null;

/** Rows from before origins were recorded: one with a message read as automatic, else none. */
export const toSuppression = (r: SuppressionRow): Suppression => {
  const source: SuppressionSource | null = r.source
    ? {
        ...r.source,
        ...(r.message_id ? { message_id: r.message_id } : {}),
        ...automaticClassification(r.source, r.bounce_class),
      }
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

export const suppressionColumns = 'id, email, reason, created_at, message_id, source, bounce_class';
const columns = suppressionColumns;

/** The jsonb stored for a source: everything but the message id, which has its own column. */
export const storedSource = (source: SuppressionSource | undefined | null) => {
  if (!source) return null;
  const { message_id: _omit, classification: _derived, ...rest } = source;
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

/** Parameters for one statement: `p(value)` binds a value and returns its placeholder. */
const bind = () => {
  const params: unknown[] = [];
  return { params, p: (value: unknown) => `$${params.push(value)}` };
};

type Counted = SuppressionRow & { total: number };

/**
 * Automatic suppressions whose causing reply is of `classes` and `sides` (either may be left out;
 * a side alone still means classified rows only). One wording for the list and the removal.
 */
export const bounceMatch = (
  p: (value: unknown) => string,
  classes: readonly string[] | null | undefined,
  sides: readonly string[] | null | undefined,
) =>
  [
    classes?.length ? `bounce_class = ANY(${p(classes)}::text[])` : 'bounce_class IS NOT NULL',
    sides?.length ? `bounce_side = ANY(${p(sides)}::text[])` : null,
  ]
    .filter(Boolean)
    .join(' AND ');

export async function listSuppressions(db: Queryable, query: SuppressionListQuery) {
  const order = orders[query.order];
  const after = (p: (value: unknown) => string) => {
    if (!query.cursor) return null;
    const { key, id } = decodeCursor(query.cursor, query.order, 'int');
    return order.after.replace('$K', p(key)).replace('$I', query.order === 'email_asc' ? '' : p(id));
  };
  const page = (from: string, where: (string | null)[], p: (value: unknown) => string) => {
    const all = where.filter(Boolean);
    return `SELECT ${columns} FROM ${from} ${all.length ? `WHERE ${all.join(' AND ')}` : ''}
      ORDER BY ${order.by} LIMIT ${p(query.limit + 1)}`;
  };
  /** A page with the count beside it, in one statement (one snapshot); `count` is a scalar query. */
  const counted = async (count: string, pageSql: string, params: unknown[], cte = '') => {
    const found = await db.query<Counted>(
      `${cte}SELECT t.total, p.* FROM (SELECT (${count})::int AS total) t LEFT JOIN LATERAL (${pageSql}) p ON true`,
      params,
    );
    return { total: found[0]?.total ?? 0, rows: found.filter((r) => r.id !== null) };
  };

  let rows: SuppressionRow[];
  let total: number;
  let exact = true;
  if (query.bounce_class || query.bounce_side) {
    // Only automatic suppressions carry a class: a small share, walked through its partial index
    // and counted exactly (the per-reason counters know nothing of classes).
    const { p, params } = bind();
    const where = [
      query.q ? `strpos(email, ${p(query.q.toLowerCase())}) > 0` : null,
      query.reason ? `reason = ANY(${p(query.reason)}::text[])` : null,
      bounceMatch(p, query.bounce_class, query.bounce_side),
    ];
    const count = `SELECT count(*) FROM suppressions WHERE ${where.filter(Boolean).join(' AND ')}`;
    ({ rows, total } = await counted(count, page('suppressions', [...where, after(p)], p), params));
  } else if (!query.q) {
    const { p, params } = bind();
    const byReason = query.reason ? `reason = ANY(${p(query.reason)}::text[])` : null;
    rows = await db.query<SuppressionRow>(page('suppressions', [byReason, after(p)], p), params);
    // Exact and O(1) from the per-reason counters.
    total = await countListed(db, query.reason);
  } else {
    const search = await planSuppressionSearch(db, query.q.toLowerCase(), query.reason, query.limit);
    const known = await exactSearchTotal(db, search, query.exact_total === 'true');
    const { p, params } = bind();
    if (search.page === 'collect') {
      // Every match, through the index: the count is exact and the page is cut from them.
      const matches = `WITH m AS MATERIALIZED (SELECT ${columns} FROM suppressions WHERE ${search.match(p, true)}) `;
      ({ rows, total } = await counted('SELECT count(*) FROM m', page('m', [after(p)], p), params, matches));
    } else {
      // Walk the list's order and stop at the page; count to the cap beside it.
      const count = known
        ? String(known.total)
        : `SELECT count(*) FROM (SELECT 1 FROM suppressions
            WHERE ${search.match(p, search.countBy === 'index')} LIMIT ${searchCountCap + 1}) c`;
      const walked = page('suppressions', [search.match(p, false), after(p)], p);
      ({ rows, total } = await counted(count, walked, params));
      if (!known && total > searchCountCap) [total, exact] = [searchCountCap, false];
    }
  }

  const more = rows!.length > query.limit;
  const pageRows = rows!
    .slice(0, query.limit)
    .map(({ total: _t, ...r }: SuppressionRow & { total?: number }) => r);
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

/** Rows with these reasons (all when none), from the per-reason counters: exact and O(1). */
export async function countListed(db: Queryable, reason: SuppressionReason[] | undefined) {
  const [row] = await db.query<{ total: number }>(
    'SELECT COALESCE(sum(n), 0)::int AS total FROM suppression_counts WHERE $1::text[] IS NULL OR reason = ANY($1::text[])',
    [reason ?? null],
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
  item: {
    email: string;
    reason: SuppressionReason;
    messageId?: string;
    at?: Date;
    source?: SuppressionSource;
  },
): Promise<{ created: boolean; suppression: Suppression }> {
  // The causing event's class, stored: the list's filters and every reader use it; only the words
  // are looked up on read.
  const classification = causingReplyClassification(item.source);
  const [row] = await db.query<SuppressionRow>(
    `INSERT INTO suppressions (email, reason, message_id, created_at, source, bounce_class, bounce_side)
     VALUES ($1, $2, $3, COALESCE($4, now()), $5::jsonb, $6, $7)
     ON CONFLICT (email) DO NOTHING RETURNING ${columns}`,
    [
      item.email,
      item.reason,
      item.messageId ?? item.source?.message_id ?? null,
      item.at ?? null,
      storedSource(item.source),
      classification?.class ?? null,
      classification?.side ?? null,
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
