import {
  suppressionConflictDetailSchema,
  type BatchImport,
  type BatchSuppressionItem,
  type CreateSuppressionBody,
  type Suppression,
  type SuppressionListData,
} from '@/contract';
import { isApiError } from '@/lib/api-error';
import { callEndpoint } from '@/lib/call-endpoint';
import { isUnsupported } from '@/lib/capabilities';
import type { ListParams } from '../lib/list-view';

export { findSuppression } from '@/lib/suppression-lookup';

/** The plain calls; every answer is parsed with the contract inside callEndpoint. */
export const fetchSuppressionPage = (params: ListParams, signal?: AbortSignal) =>
  callEndpoint('listSuppressions', { query: params, signal });

/** A service that does not page (`next_cursor` absent) answered the whole list, whatever we asked. */
export const isUnpagedAnswer = (data: SuppressionListData) => data.next_cursor === undefined;

/** Asked bare, as the published spec shows it: such a service knows no parameters. */
export const fetchWholeList = (signal?: AbortSignal) => callEndpoint('listSuppressions', { signal });

/** The added row, or null when the service said only "done" (the caller refetches). */
export const createSuppression = async (body: CreateSuppressionBody, signal?: AbortSignal) =>
  (await callEndpoint('createSuppression', { body, signal }))?.suppression ?? null;

/**
 * A removed row as Undo needs it: the row as it was, and the removal that keeps it where the service
 * keeps removed rows (`removal_id`, an extension): then Undo restores that very row.
 */
export interface RemovedRow {
  row: Suppression;
  removalId: string | null;
}

/** Removes `row`; the row the service answered (or `row`, when it said only "done") and its removal. */
export async function deleteSuppression(row: Suppression, signal?: AbortSignal): Promise<RemovedRow> {
  const data = await callEndpoint('deleteSuppression', { params: { id: row.id }, signal });
  return { row: data?.suppression ?? row, removalId: data?.removal_id ?? null };
}

/** `imported` names the import the batch belongs to (an extension: its batches share one audit entry). */
export const postBatch = (items: BatchSuppressionItem[], signal?: AbortSignal, imported?: BatchImport) =>
  callEndpoint('batchSuppressions', { body: imported ? { items, import: imported } : { items }, signal });

/**
 * What Undo sends back: the same address, reason, original date, and the part of the origin a
 * caller may state. An automatic origin and the key's name are the service's to write (it refuses
 * them): such a row comes back as added by this key.
 */
export const restoreItem = (row: Suppression): BatchSuppressionItem => {
  const source = row.source;
  const claim =
    source && source.type !== 'automatic'
      ? {
          type: source.type,
          ...(source.file != null ? { file: source.file } : {}),
          ...(source.row != null ? { row: source.row } : {}),
          ...(source.imported_at != null ? { imported_at: source.imported_at } : {}),
        }
      : undefined;
  return {
    email: row.email,
    reason: row.reason,
    created_at: row.created_at,
    ...(claim ? { source: claim } : {}),
  };
};

/**
 * Adds from the dashboard, saying so (`source: dashboard`); a service that refuses the unknown
 * field gets the plain body the spec shows.
 */
export async function createFromDashboard(body: CreateSuppressionBody, signal?: AbortSignal) {
  try {
    return await createSuppression({ ...body, source: { type: 'dashboard' } }, signal);
  } catch (error) {
    if (!isUnsupported(error)) throw error;
    return createSuppression({ email: body.email, reason: body.reason }, signal);
  }
}

/** The row a 409 names (`error.details[0].existing`), when the service sent it. */
export function existingFromConflict(error: unknown): Suppression | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  for (const detail of error.details) {
    const parsed = suppressionConflictDetailSchema.safeParse(detail);
    if (parsed.success && parsed.data.existing) return parsed.data.existing;
  }
  return undefined;
}
