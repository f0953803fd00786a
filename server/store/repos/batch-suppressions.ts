import {
  batchSuppressionItemSchema,
  type BatchItemResult,
  type SuppressionReason,
  type SuppressionSource,
} from '../../../src/contract';
import type { Queryable } from '../db';
import {
  storedSource,
  suppressionColumns,
  toSuppression,
  type SuppressionRow as Row,
} from './suppressions-repo';

interface Fresh {
  email: string;
  reason: SuppressionReason;
  source: SuppressionSource;
  created_at?: string;
}

/**
 * Suppresses many addresses in one statement pair. Each item is validated on its own: a bad item is
 * reported as invalid and the rest still land. Run inside a transaction, so the batch is all or nothing
 * against crashes: no half-applied batch is ever visible.
 */
export async function batchInsertSuppressions(
  tx: Queryable,
  items: unknown[],
  keyName: string | null,
): Promise<BatchItemResult[]> {
  const results: (BatchItemResult | undefined)[] = new Array(items.length);
  const firstIndexOf = new Map<string, number>();
  const fresh: Fresh[] = [];
  items.forEach((item, index) => {
    const parsed = batchSuppressionItemSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'item';
      results[index] = { index, result: 'invalid', error: `${field} ${issue?.message ?? 'is invalid'}` };
      return;
    }
    if (!firstIndexOf.has(parsed.data.email)) {
      firstIndexOf.set(parsed.data.email, index);
      // Always the calling key's name (the service has refused any other).
      let source: SuppressionSource = { ...(parsed.data.source ?? { type: 'api' }), key_name: keyName };
      // An import that keeps the original date would lose its own: recorded beside it (Undo sends it back).
      if (source.type === 'import' && parsed.data.created_at && !source.imported_at) {
        source = { ...source, imported_at: new Date().toISOString() };
      }
      fresh.push({ ...parsed.data, source });
    }
  });

  const inserted = fresh.length
    ? await tx.query<Row>(
        `INSERT INTO suppressions (email, reason, created_at, message_id, source)
         SELECT e, r, COALESCE(c, now()), m, s
         FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::uuid[], $5::jsonb[]) AS t(e, r, c, m, s)
         ON CONFLICT (email) DO NOTHING
         RETURNING ${suppressionColumns}`,
        [
          fresh.map((f) => f.email),
          fresh.map((f) => f.reason),
          fresh.map((f) => f.created_at ?? null),
          fresh.map((f) => f.source.message_id ?? null),
          fresh.map((f) => storedSource(f.source)),
        ],
      )
    : [];
  const createdByEmail = new Map(inserted.map((r) => [r.email, r]));
  const missing = fresh.filter((f) => !createdByEmail.has(f.email)).map((f) => f.email);
  const existing = missing.length
    ? await tx.query<Row>(`SELECT ${suppressionColumns} FROM suppressions WHERE email = ANY($1::text[])`, [
        missing,
      ])
    : [];
  const existingByEmail = new Map(existing.map((r) => [r.email, r]));

  items.forEach((item, index) => {
    if (results[index]) return;
    const email = batchSuppressionItemSchema.shape.email.parse((item as { email: string }).email);
    const created = createdByEmail.get(email);
    if (created && firstIndexOf.get(email) === index) {
      results[index] = { index, result: 'created', suppression: toSuppression(created) };
    } else {
      const row = created ?? existingByEmail.get(email);
      results[index] = row
        ? { index, result: 'exists', suppression: toSuppression(row) }
        : { index, result: 'invalid', error: 'email could not be stored; retry' };
    }
  });
  return results as BatchItemResult[];
}
