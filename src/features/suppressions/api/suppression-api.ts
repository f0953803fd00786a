import {
  batchSuppressionDataSchema,
  suppressionConflictDetailSchema,
  suppressionDataSchema,
  suppressionListDataSchema,
  type CreateSuppressionBody,
  type Suppression,
  type SuppressionListData,
} from '@/contract';
import { apiRequest, isApiError } from '@/lib/api-client';
import type { ListParams } from '../lib/list-view';

/** The plain calls; every answer is parsed with the contract inside apiRequest. */
export const fetchSuppressionPage = (params: ListParams, signal?: AbortSignal) =>
  apiRequest('/suppressions', { query: params, schema: suppressionListDataSchema, signal });

/** A service that does not page (`next_cursor` absent) answered the whole list, whatever we asked. */
export const isUnpagedAnswer = (data: SuppressionListData) => data.next_cursor === undefined;

/** Asked bare, as the published spec shows it: such a service knows no parameters. */
export const fetchWholeList = (signal?: AbortSignal) =>
  apiRequest('/suppressions', { schema: suppressionListDataSchema, signal });

export const createSuppression = (body: CreateSuppressionBody, signal?: AbortSignal) =>
  apiRequest('/suppressions', { method: 'POST', body, schema: suppressionDataSchema, signal }).then(
    (d) => d.suppression,
  );

export const deleteSuppression = (id: number, signal?: AbortSignal) =>
  apiRequest(`/suppressions/${id}`, { method: 'DELETE', schema: suppressionDataSchema, signal }).then(
    (d) => d.suppression,
  );

export const postBatch = (items: CreateSuppressionBody[], signal?: AbortSignal) =>
  apiRequest('/suppressions/batch', {
    method: 'POST',
    body: { items },
    schema: batchSuppressionDataSchema,
    signal,
  });

/** The row a 409 names (`error.details[0].existing`), when the service sent it. */
export function existingFromConflict(error: unknown): Suppression | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  for (const detail of error.details) {
    const parsed = suppressionConflictDetailSchema.safeParse(detail);
    if (parsed.success && parsed.data.existing) return parsed.data.existing;
  }
  return undefined;
}

/**
 * Is this exact address suppressed? Substring search, then an exact match, following the cursor
 * while substring matches ("ann@x.io" also finds "joann@x.io") fill whole pages.
 */
export async function findSuppression(email: string, signal?: AbortSignal): Promise<Suppression | null> {
  const wanted = email.trim().toLowerCase();
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const data = await fetchSuppressionPage({ q: wanted, limit: 100, order: 'email_asc', cursor }, signal);
    const hit = data.suppressions.find((s) => s.email.toLowerCase() === wanted);
    if (hit) return hit;
    if (!data.next_cursor) return null;
    cursor = data.next_cursor;
  }
  return null;
}
