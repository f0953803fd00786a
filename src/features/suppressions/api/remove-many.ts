import type { Suppression } from '@/contract';
import { describeError } from '@/components/ui/error-state';
import { isNotFound } from '@/lib/capabilities';
import { runPool } from '../lib/run-pool';
import { deleteSuppression, type RemovedRow } from './suppression-api';

export interface RemoveManyResult {
  removed: RemovedRow[];
  failed: { row: Suppression; error: string }[];
}

/** Bulk remove: the API has no bulk delete, so a few DELETEs at a time, each with its own outcome. */
export async function removeMany(
  rows: readonly Suppression[],
  {
    signal,
    onProgress,
    concurrency = 4,
    remove = deleteSuppression,
  }: {
    signal?: AbortSignal;
    onProgress?: (done: number) => void;
    concurrency?: number;
    remove?: (row: Suppression) => Promise<RemovedRow>;
  } = {},
): Promise<RemoveManyResult> {
  const result: RemoveManyResult = { removed: [], failed: [] };
  let done = 0;
  await runPool(
    rows,
    concurrency,
    async (row) => {
      try {
        result.removed.push(await remove(row));
      } catch (error) {
        if (isNotFound(error)) result.removed.push({ row, removalId: null });
        else result.failed.push({ row, error: describeError(error) });
      }
      onProgress?.(++done);
    },
    signal,
  );
  return result;
}
