import type { Suppression } from '@/contract';
import { describeError } from '@/components/ui/error-state';
import { isNotFound } from '@/lib/capabilities';
import { runPool } from '../lib/run-pool';
import { deleteSuppression } from './suppression-api';

export interface RemoveManyResult {
  removed: Suppression[];
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
    remove?: (id: number) => Promise<Suppression | null>;
  } = {},
): Promise<RemoveManyResult> {
  const result: RemoveManyResult = { removed: [], failed: [] };
  let done = 0;
  await runPool(
    rows,
    concurrency,
    async (row) => {
      try {
        await remove(row.id);
        result.removed.push(row);
      } catch (error) {
        if (isNotFound(error)) result.removed.push(row);
        else result.failed.push({ row, error: describeError(error) });
      }
      onProgress?.(++done);
    },
    signal,
  );
  return result;
}
