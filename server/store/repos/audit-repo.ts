import type { AuditAction, AuditListQuery, AuditTargetType } from '../../../src/contract';
import type { Queryable } from '../db';
import { decodeCursor, encodeCursor } from './cursor';
import { likePattern } from './like-pattern';

/** Who made a change: a key (by id and name, never its value), or the service itself (null). */
export interface AuditActor {
  keyId: number | null;
  keyName: string | null;
  requestId: string | null;
  /** The person signed in behind the change (absent: a key or the service). */
  personId?: number | null;
  personName?: string | null;
}
export const serviceActor: AuditActor = { keyId: null, keyName: null, requestId: null };

export interface AuditRecord {
  /** One of the contract's actions: a new one needs its label in src/lib/audit-labels.ts to compile. */
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  /**
   * The target as people know it at the time of the change: a rule's or key's name, a webhook's
   * redacted URL, an address, "removal of 9,000 rows". Null when there is nothing better than the id.
   */
  targetLabel: string | null;
  detail?: Record<string, unknown>;
}

/** What an entry is about, as each domain names its own objects (a webhook by its redacted URL…). */
export type AuditTarget = Pick<AuditRecord, 'targetType' | 'targetId' | 'targetLabel'>;

/**
 * Appends an entry. Always called with the transaction that makes the change, so an entry exists
 * exactly when its change committed: a rolled-back change leaves no trace here either.
 */
export async function recordAudit(tx: Queryable, actor: AuditActor, record: AuditRecord) {
  await tx.query(
    `INSERT INTO audit_log (key_id, key_name, action, target_type, target_id, target_label, detail, request_id,
                            person_id, person_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      actor.keyId,
      actor.keyName,
      record.action,
      record.targetType,
      String(record.targetId),
      record.targetLabel,
      JSON.stringify(record.detail ?? {}),
      actor.requestId,
      actor.personId ?? null,
      actor.personName ?? null,
    ],
  );
}

/** Counts an import's batches add up in its one entry. */
export type ImportCounts = Record<'items' | 'created' | 'exists' | 'invalid', number>;

/**
 * The one entry of an import (its batches share it): created by the first batch, its counts summed
 * by each later one, in that batch's transaction. Batches of one import are serialised on a lock
 * keyed by its id, so two batches arriving at once still find one entry.
 */
export async function recordImportBatch(
  tx: Queryable,
  actor: AuditActor,
  imported: { id: string; file?: string | undefined },
  counts: ImportCounts,
) {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('audit-import:' || $1))`, [imported.id]);
  // The expression and predicate of the index audit_log_import (migration 32).
  const [found] = await tx.query<{ id: number; detail: Record<string, unknown> }>(
    `SELECT id, detail FROM audit_log WHERE action = 'suppression.batch' AND detail->>'import_id' = $1
     ORDER BY id LIMIT 1 FOR UPDATE`,
    [imported.id],
  );
  if (!found) {
    await recordAudit(tx, actor, {
      action: 'suppression.batch',
      targetType: 'suppression',
      targetId: 'import',
      targetLabel: imported.file ?? null,
      detail: {
        import_id: imported.id,
        ...(imported.file ? { file: imported.file } : {}),
        batches: 1,
        ...counts,
      },
    });
    return;
  }
  const detail = { ...found.detail };
  for (const [k, v] of Object.entries(counts)) detail[k] = (Number(detail[k]) || 0) + v;
  detail.batches = (Number(detail.batches) || 0) + 1;
  await tx.query(`UPDATE audit_log SET detail = $2 WHERE id = $1`, [found.id, JSON.stringify(detail)]);
}

interface AuditRow {
  id: number;
  at: Date;
  key_id: number | null;
  key_name: string | null;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string | null;
  detail: Record<string, unknown>;
  request_id: string | null;
  person_id: number | null;
  person_name: string | null;
}

export async function listAudit(db: Queryable, query: AuditListQuery) {
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (query.key_id !== undefined) where.push(`key_id = ${add(query.key_id)}`);
  if (query.person_id !== undefined) where.push(`person_id = ${add(query.person_id)}`);
  if (query.action?.length) where.push(`action = ANY(${add(query.action)}::text[])`);
  if (query.target_type) where.push(`target_type = ${add(query.target_type)}`);
  if (query.target_id) where.push(`target_id = ${add(query.target_id)}`);
  if (query.address) {
    // The expression and predicate of the index audit_log_suppression_address (migration 27).
    where.push(
      `target_type = 'suppression' AND COALESCE(detail->'after'->>'email', detail->'before'->>'email') = ${add(query.address)}`,
    );
  }
  if (query.q) {
    // An address or URL in the entry's before/after, its target's label (a rule's name), a key's name (the key changed or the key that
    // changed something), the person who made it (their name then, or their name or email now), or any entry of a webhook whose current URL matches (tests, retries, ...).
    const like = add(likePattern(query.q));
    where.push(`(
      lower(COALESCE(detail->'after'->>'email', detail->'before'->>'email', '')) LIKE ${like}
      OR lower(COALESCE(detail->'after'->>'url', detail->'before'->>'url', '')) LIKE ${like}
      OR lower(COALESCE(detail->'after'->>'name', detail->'before'->>'name', '')) LIKE ${like}
      OR lower(COALESCE(key_name, '')) LIKE ${like}
      OR lower(COALESCE(person_name, '')) LIKE ${like}
      OR person_id IN (SELECT id FROM people WHERE lower(email) LIKE ${like} OR lower(name) LIKE ${like})
      OR lower(COALESCE(target_label, '')) LIKE ${like}
      OR lower(COALESCE(detail->>'file', '')) LIKE ${like}
      OR (target_type = 'webhook' AND target_id IN (
        SELECT id::text FROM webhooks WHERE lower(url) LIKE ${like}
        UNION SELECT w.target_id FROM audit_log w WHERE w.target_type = 'webhook'
          AND lower(COALESCE(w.detail->'after'->>'url', w.detail->'before'->>'url', '')) LIKE ${like}))
    )`);
  }
  if (query.from) where.push(`at >= ${add(query.from)}::timestamptz`);
  if (query.to) where.push(`at <= ${add(query.to)}::timestamptz`);
  if (query.cursor) {
    // Ids grow with time, so the id alone orders the trail newest first.
    const { id } = decodeCursor(query.cursor, 'audit', 'int');
    where.push(`id < ${add(id)}`);
  }
  const rows = await db.query<AuditRow>(
    `SELECT id, at, key_id, key_name, person_id, person_name, action, target_type, target_id, target_label,
            detail, request_id
     FROM audit_log
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ${add(query.limit + 1)}`,
    params,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map((r) => ({ ...r, at: r.at.toISOString() })),
    next_cursor: rows.length > query.limit && last ? encodeCursor('audit', '', last.id) : null,
  };
}

/** Entries older than the retention window go, oldest first, a bounded batch at a time. */
export async function pruneAudit(db: Queryable, before: Date, batch = 1000) {
  const rows = await db.query(
    `DELETE FROM audit_log WHERE id IN (SELECT id FROM audit_log WHERE at < $1 ORDER BY id LIMIT $2) RETURNING id`,
    [before, batch],
  );
  return rows.length;
}
