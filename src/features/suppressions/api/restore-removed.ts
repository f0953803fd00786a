import type { Suppression } from '@/contract';
import { callEndpoint } from '@/lib/call-endpoint';
import { isUnsupported } from '@/lib/capabilities';
import { runPool } from '../lib/run-pool';
import { sendSuppressions } from './send-suppressions';
import {
  createSuppression,
  existingFromConflict,
  postBatch,
  restoreItem,
  type RemovedRow,
} from './suppression-api';

/**
 * How Undo brought a row back. `exact`: the service put the removed row itself back (same id, dates
 * and origin). `again`: the address was suppressed again in between; that newer row stays. `readded`:
 * the service keeps no removed rows, so the address was added again as a new row, with its original
 * date and origin where the batch endpoint takes them, dated now otherwise.
 */
export type Restored = { how: 'exact' } | { how: 'again' } | { how: 'readded'; row: Suppression | null };

/** The service's own copy, put back; null when it has none to offer (no such extension, or pruned). */
async function restoreKept(removalId: string): Promise<'exact' | 'again' | null> {
  try {
    const step = await callEndpoint('restoreSuppressionRemoval', { params: { id: removalId }, body: {} });
    if (!step) return null;
    if (step.removal.restored > 0) return 'exact';
    return step.removal.skipped > 0 ? 'again' : null;
  } catch (error) {
    // No restore endpoint, or the removal is gone (pruned): add the address again instead.
    if (isUnsupported(error)) return null;
    throw error;
  }
}

/** Re-adds the row as it was (reason, date and origin through the batch endpoint; else a plain add). */
async function readd(row: Suppression): Promise<Suppression | null> {
  try {
    const item = (await postBatch([restoreItem(row)]))?.results[0];
    if (item?.result === 'invalid') throw new Error(item.error);
    return item?.suppression ?? null;
  } catch (error) {
    if (!isUnsupported(error)) throw error;
  }
  try {
    return await createSuppression({ email: row.email, reason: row.reason });
  } catch (error) {
    const existing = existingFromConflict(error);
    if (existing) return existing;
    throw error;
  }
}

/** Undo of one removal. */
export async function restoreRemoved({ row, removalId }: RemovedRow): Promise<Restored> {
  const kept = removalId ? await restoreKept(removalId) : null;
  if (kept === 'exact') return { how: 'exact' };
  if (kept === 'again') return { how: 'again' };
  return { how: 'readded', row: await readd(row) };
}

export interface RestoredMany {
  exact: number;
  again: number;
  readded: number;
  failed: number;
}

/**
 * Undo of a selection: every row the service keeps goes back itself (a few restores at a time);
 * the others are added again in batches, as `restoreRemoved` does for one.
 */
export async function restoreManyRemoved(removed: readonly RemovedRow[]): Promise<RestoredMany> {
  const counts: RestoredMany = { exact: 0, again: 0, readded: 0, failed: 0 };
  const rest: Suppression[] = [];
  await runPool(removed, 4, async ({ row, removalId }) => {
    try {
      const kept = removalId ? await restoreKept(removalId) : null;
      if (kept) counts[kept]++;
      else rest.push(row);
    } catch {
      counts.failed++;
    }
  });
  if (rest.length) {
    const results = await sendSuppressions(rest.map(restoreItem));
    for (const r of results) {
      if (r.result === 'created' || r.result === 'exists') counts.readded++;
      else counts.failed++;
    }
  }
  return counts;
}
