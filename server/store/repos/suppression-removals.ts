import { randomUUID } from 'node:crypto';
import { suppressionReasons, type Removal, type SuppressionReason } from '../../../src/contract';
import type { Queryable } from '../db';
import { exactSearchTotal, planSuppressionSearch, type SuppressionSearch } from './suppression-search';
import {
  bounceMatch,
  countListed,
  suppressionColumns,
  toSuppression,
  type SuppressionRow,
} from './suppressions-repo';

export interface RemovalRow {
  id: string;
  q: string | null;
  reason: SuppressionReason[];
  include_complaints: boolean;
  bounce_class: string[] | null;
  bounce_side: string[] | null;
  up_to_id: string;
  after_id: string;
  matched: number;
  removed: number;
  restored: number;
  skipped: number;
  state: Removal['state'];
  kind: 'filter' | 'rows';
  created_at: Date;
}

export const toRemoval = (r: RemovalRow): Removal => ({
  id: r.id,
  q: r.q,
  reason: r.reason,
  include_complaints: r.include_complaints,
  ...(r.bounce_class ? { bounce_class: r.bounce_class } : {}),
  ...(r.bounce_side ? { bounce_side: r.bounce_side } : {}),
  matched: r.matched,
  removed: r.removed,
  restored: r.restored,
  skipped: r.skipped,
  state: r.state,
  kind: r.kind,
  created_at: r.created_at.toISOString(),
});

/** The reasons a removal takes: the filter's (all when none), complaints only when included. */
export const removalReasons = (reason: SuppressionReason[] | undefined, includeComplaints: boolean) =>
  (reason ?? [...suppressionReasons]).filter((r) => includeComplaints || r !== 'complaint');

/** A removal narrowed to classes or sides of the causing reply (few rows: automatic ones only). */
export interface BounceFilter {
  bounce_class?: readonly string[] | null | undefined;
  bounce_side?: readonly string[] | null | undefined;
}
const byBounce = (bounce: BounceFilter | undefined) =>
  Boolean(bounce?.bounce_class?.length || bounce?.bounce_side?.length);

/**
 * How a removal finds its rows (none without `q`: the reasons alone; none with a bounce filter:
 * the classified rows are few, matched plainly like the list does), planned from the sample kept
 * for `db`. Plan before the transaction, on the routes' handle: samples are kept per handle, so one
 * asked of a transaction would be taken anew at every step.
 */
export const planRemoval = (
  db: Queryable,
  q: string | null,
  reason: SuppressionReason[],
  limit?: number,
  bounce?: BounceFilter,
) =>
  q && !byBounce(bounce) ? planSuppressionSearch(db, q.toLowerCase(), reason, limit) : Promise.resolve(null);

/** The plain match of a removal without a search plan: reasons, then `q` and the bounce filter. */
const plainMatch = (
  p: (value: unknown) => string,
  filter: { q: string | null; reason: SuppressionReason[] } & BounceFilter,
) =>
  [
    `reason = ANY(${p(filter.reason)}::text[])`,
    filter.q ? `strpos(email, ${p(filter.q.toLowerCase())}) > 0` : null,
    byBounce(filter) ? bounceMatch(p, filter.bounce_class, filter.bounce_side) : null,
  ]
    .filter(Boolean)
    .join(' AND ');

/**
 * Records a removal of what `q` and `reason` match now (`search`: planRemoval's): its count
 * (exact, for progress) and the highest id it may take. Nothing is removed yet.
 */
export async function createRemoval(
  tx: Queryable,
  filter: {
    q?: string;
    search: SuppressionSearch | null;
    reason: SuppressionReason[];
    includeComplaints: boolean;
    bounce?: BounceFilter;
    keyName: string | null;
  },
): Promise<Removal> {
  const q = filter.q ? filter.q.toLowerCase() : null;
  const [{ up_to_id }] = (await tx.query<{ up_to_id: string }>(
    'SELECT COALESCE(max(id), 0)::text AS up_to_id FROM suppressions',
  )) as [{ up_to_id: string }];
  const bounceClass = filter.bounce?.bounce_class?.length ? [...filter.bounce.bounce_class] : null;
  const bounceSide = filter.bounce?.bounce_side?.length ? [...filter.bounce.bounce_side] : null;
  const matched = filter.search
    ? ((await exactSearchTotal(tx, filter.search))?.total ?? 0)
    : q || bounceClass || bounceSide
      ? await countPlain(tx, { q, reason: filter.reason, bounce_class: bounceClass, bounce_side: bounceSide })
      : await countListed(tx, filter.reason);
  const [row] = await tx.query<RemovalRow>(
    `INSERT INTO suppression_removals
       (id, q, reason, include_complaints, up_to_id, matched, key_name, bounce_class, bounce_side)
     VALUES ($1, $2, $3::text[], $4, $5, $6, $7, $8::text[], $9::text[]) RETURNING *`,
    [
      randomUUID(),
      q,
      filter.reason,
      filter.includeComplaints,
      up_to_id,
      matched,
      filter.keyName,
      bounceClass,
      bounceSide,
    ],
  );
  return toRemoval(row!);
}

async function countPlain(tx: Queryable, filter: Parameters<typeof plainMatch>[1]) {
  const params: unknown[] = [];
  const where = plainMatch((value) => `$${params.push(value)}`, filter);
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM suppressions WHERE ${where}`,
    params,
  );
  return row!.n;
}

/**
 * Deletes the rows `ids` names and keeps them, unchanged, under a new removal of kind `rows` (already
 * `removed`), so restoreNextRows can put them back exactly. The removed rows, none when none was there.
 */
export async function removeRowsKept(tx: Queryable, ids: number[], keyName: string | null) {
  const removalId = randomUUID();
  // The removal first (the kept rows refer to it), counted once the rows are known.
  await tx.query(
    `INSERT INTO suppression_removals
       (id, kind, q, reason, include_complaints, up_to_id, after_id, matched, state, key_name)
     VALUES ($1, 'rows', NULL, '{}', false, 0, 0, 0, 'removed', $2)`,
    [removalId, keyName],
  );
  const gone = await tx.query<SuppressionRow>(
    `WITH gone AS (
       DELETE FROM suppressions WHERE id = ANY($2::bigint[])
       RETURNING ${suppressionColumns}, bounce_side),
     kept AS (
       INSERT INTO removed_suppressions
         (removal_id, id, email, reason, created_at, message_id, source, bounce_class, bounce_side)
       SELECT $1::uuid, id, email, reason, created_at, message_id, source, bounce_class, bounce_side
       FROM gone)
     SELECT ${suppressionColumns} FROM gone ORDER BY id`,
    [removalId, ids],
  );
  if (!gone.length) {
    await tx.query('DELETE FROM suppression_removals WHERE id = $1', [removalId]);
    return { removalId: null, removed: [] };
  }
  const reasons = [...new Set(gone.map((r) => r.reason))];
  await tx.query(
    `UPDATE suppression_removals SET reason = $2::text[], include_complaints = $3,
       up_to_id = $4, after_id = $4, matched = $5, removed = $5 WHERE id = $1`,
    [removalId, reasons, reasons.includes('complaint'), String(gone.at(-1)!.id), gone.length],
  );
  return { removalId, removed: gone.map(toSuppression) };
}

/** The removal, locked for this transaction so two steps of it never run side by side. */
export async function lockRemoval(tx: Queryable, id: string) {
  const [row] = await tx.query<RemovalRow>('SELECT * FROM suppression_removals WHERE id = $1 FOR UPDATE', [
    id,
  ]);
  return row ?? null;
}

export async function findRemoval(db: Queryable, id: string) {
  const [row] = await db.query<RemovalRow>('SELECT * FROM suppression_removals WHERE id = $1', [id]);
  return row ? toRemoval(row) : null;
}

/**
 * Moves up to `limit` more matching rows, in id order from where the last step stopped, into
 * removed_suppressions; one statement, so a step is whole or not at all. The removal is done when
 * nothing it may take is left, asked anew: a step short of its limit proves nothing on its own,
 * since rows another transaction deleted meanwhile are skipped, not replaced by the next ones.
 * `search`: planRemoval's for this removal and limit.
 */
export async function removeNextRows(
  tx: Queryable,
  removal: RemovalRow,
  limit: number,
  search: SuppressionSearch | null,
) {
  /** The rows the removal may still take after `afterId`, bound through `p`. */
  const takeable = (p: (value: unknown) => string, afterId: string) => {
    const match = search
      ? search.match(p, search.page === 'collect')
      : plainMatch(p, {
          q: removal.q,
          reason: removal.reason,
          bounce_class: removal.bounce_class,
          bounce_side: removal.bounce_side,
        });
    return `${match} AND id > ${p(afterId)}::bigint AND id <= ${p(removal.up_to_id)}::bigint`;
  };
  const params: unknown[] = [];
  const p = (value: unknown) => `$${params.push(value)}`;
  const moved = await tx.query<{ id: string }>(
    `WITH picked AS (
       SELECT id FROM suppressions WHERE ${takeable(p, removal.after_id)} ORDER BY id LIMIT ${p(limit)}),
     gone AS (
       DELETE FROM suppressions s USING picked WHERE s.id = picked.id
       RETURNING s.id, s.email, s.reason, s.created_at, s.message_id, s.source, s.bounce_class, s.bounce_side)
     INSERT INTO removed_suppressions
       (removal_id, id, email, reason, created_at, message_id, source, bounce_class, bounce_side)
     SELECT ${p(removal.id)}::uuid, id, email, reason, created_at, message_id, source, bounce_class, bounce_side
     FROM gone
     RETURNING id::text`,
    params,
  );
  const last = moved.reduce((max, r) => (BigInt(r.id) > max ? BigInt(r.id) : max), BigInt(removal.after_id));
  // A full step leaves the question to the next one; a short one asks with a snapshot of its own,
  // which sees the deletes it was skipping as committed.
  const done = moved.length < limit && !(await anyLeft(tx, takeable, last.toString()));
  const [row] = await tx.query<RemovalRow>(
    `UPDATE suppression_removals SET removed = removed + $2, after_id = $3, state = $4
     WHERE id = $1 RETURNING *`,
    [removal.id, moved.length, last.toString(), done ? 'removed' : 'removing'],
  );
  return { removal: toRemoval(row!), moved: moved.length, done };
}

async function anyLeft(
  tx: Queryable,
  takeable: (p: (value: unknown) => string, afterId: string) => string,
  afterId: string,
) {
  const params: unknown[] = [];
  const where = takeable((value) => `$${params.push(value)}`, afterId);
  const [row] = await tx.query<{ left: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM suppressions WHERE ${where}) AS left`,
    params,
  );
  return row!.left;
}

/**
 * Puts back up to `limit` rows the removal took, with their own ids, dates and origins. An address
 * suppressed again since keeps its newer row; the old one is counted as skipped. `put`: the rows put
 * back, for a removal of kind `rows` (none listed for a filter's).
 */
export async function restoreNextRows(tx: Queryable, removal: RemovalRow, limit: number) {
  const [counts] = await tx.query<{ taken: number; restored: number; put: PutBack[] }>(
    `WITH back AS (
       DELETE FROM removed_suppressions r USING (
         SELECT id FROM removed_suppressions WHERE removal_id = $1 ORDER BY id LIMIT $2) picked
       WHERE r.removal_id = $1 AND r.id = picked.id
       RETURNING r.id, r.email, r.reason, r.created_at, r.message_id, r.source, r.bounce_class,
                 r.bounce_side),
     put AS (
       INSERT INTO suppressions (id, email, reason, created_at, message_id, source, bounce_class, bounce_side)
       SELECT id, email, reason, created_at, message_id, source, bounce_class, bounce_side FROM back
       ON CONFLICT DO NOTHING RETURNING id, email, reason)
     SELECT (SELECT count(*) FROM back)::int AS taken, (SELECT count(*) FROM put)::int AS restored,
            CASE WHEN $3 THEN COALESCE((SELECT jsonb_agg(put) FROM put), '[]') ELSE '[]' END::jsonb AS put`,
    // The rows themselves only for a removal by id (each gets an audit entry); a filter's are counted.
    [removal.id, limit, removal.kind === 'rows'],
  );
  const { taken, restored, put } = counts!;
  const done = taken < limit;
  const [row] = await tx.query<RemovalRow>(
    `UPDATE suppression_removals SET restored = restored + $2, skipped = skipped + $3, state = $4
     WHERE id = $1 RETURNING *`,
    [removal.id, restored, taken - restored, done ? 'restored' : 'restoring'],
  );
  return { removal: toRemoval(row!), moved: restored, done, put };
}

/** A row restoreNextRows put back (its id, as a number: ids stay below 2^53). */
export interface PutBack {
  id: number;
  email: string;
  reason: SuppressionReason;
}

/** Removals (and the rows they still hold) created before `before`: their undo has expired. */
export async function pruneRemovals(db: Queryable, before: Date, batch: number) {
  const rows = await db.query(
    `DELETE FROM suppression_removals WHERE id IN (
       SELECT id FROM suppression_removals WHERE created_at < $1 ORDER BY created_at LIMIT $2
       FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [before, batch],
  );
  return rows.length;
}
