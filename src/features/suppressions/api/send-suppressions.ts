import type { BatchImport, BatchItemResult, BatchSuppressionItem } from '@/contract';
import { batchItemLimit } from '@/contract';
import { describeError } from '@/components/ui/error-state';
import { isApiError } from '@/lib/api-error';
import { isUnsupported } from '@/lib/capabilities';
import { runPool } from '../lib/run-pool';
import { createSuppression, postBatch } from './suppression-api';
import { withRateLimitRetry } from './with-rate-limit-retry';

export type SendResult =
  | { result: 'created' | 'exists' }
  | { result: 'invalid' | 'failed'; error: string }
  /** Never sent: the run was cancelled first. */
  | { result: 'skipped' };

export interface SendOptions {
  signal?: AbortSignal;
  /** Called after each chunk (or each single request) with how many items have an answer. */
  onProgress?: (done: number) => void;
  /** Parallel single requests when the service has no batch endpoint. */
  concurrency?: number;
  /**
   * The import these items come from: each batch names it, so the service keeps one audit entry for
   * the whole file. A service that refuses the field gets the plain batches.
   */
  imported?: BatchImport;
  /** Injected in tests. */
  api?: { postBatch: typeof postBatch; createSuppression: typeof createSuppression };
}

const fromBatch = (item: BatchItemResult): SendResult =>
  item.result === 'invalid' ? { result: 'invalid', error: item.error } : { result: item.result };

const isAbort = (error: unknown, signal?: AbortSignal) =>
  signal?.aborted || (error instanceof DOMException && error.name === 'AbortError');

/**
 * Adds many addresses: through `POST /suppressions/batch` in chunks of 1000, or, when the service
 * answers 404/405 there (it lacks the extension), one POST per address with bounded concurrency.
 * A failed chunk does not stop the run; every item ends with its own result, in input order.
 * Cancelling stops before the next chunk: requests already sent are not torn down, so every
 * result says truthfully what the service did.
 */
export async function sendSuppressions(
  items: readonly BatchSuppressionItem[],
  { signal, onProgress, concurrency = 4, imported, api = { postBatch, createSuppression } }: SendOptions = {},
): Promise<SendResult[]> {
  const results: SendResult[] = items.map(() => ({ result: 'skipped' }));
  let done = 0;
  let batch = true;
  let named = imported;
  // Without the signal: a batch already sent is answered, so its results say what the service did.
  const post = async (chunk: BatchSuppressionItem[]) => {
    if (!named) return api.postBatch(chunk);
    try {
      return await api.postBatch(chunk, undefined, named);
    } catch (error) {
      // A batch endpoint that does not know `import` (400 naming it): send plain batches from now on.
      if (!isUnsupported(error) || error.capability !== 'batchSuppressions.import') throw error;
      named = undefined;
      return api.postBatch(chunk);
    }
  };

  const sendOne = async ({ email, reason }: BatchSuppressionItem, index: number) => {
    try {
      // A service without the batch extension knows neither origins nor original dates.
      await withRateLimitRetry(() => api.createSuppression({ email, reason }), signal);
      results[index] = { result: 'created' };
    } catch (error) {
      if (isAbort(error, signal)) return;
      if (isApiError(error) && error.status === 409) results[index] = { result: 'exists' };
      else if (isApiError(error) && error.status === 400)
        results[index] = { result: 'invalid', error: error.message };
      else results[index] = { result: 'failed', error: describeError(error) };
    }
    onProgress?.(++done);
  };

  for (let start = 0; start < items.length && !signal?.aborted; start += batchItemLimit) {
    const chunk = items.slice(start, start + batchItemLimit);
    if (batch) {
      try {
        const data = await withRateLimitRetry(() => post(chunk), signal);
        // Accepted, but without a per-item report: count the chunk as added.
        if (!data) chunk.forEach((_, i) => (results[start + i] = { result: 'created' }));
        for (const item of data?.results ?? []) {
          if (item.index >= 0 && item.index < chunk.length) results[start + item.index] = fromBatch(item);
        }
        done += chunk.length;
        onProgress?.(done);
        continue;
      } catch (error) {
        if (isAbort(error, signal)) break;
        if (!isUnsupported(error)) {
          const message = describeError(error);
          chunk.forEach((_, i) => (results[start + i] = { result: 'failed', error: message }));
          done += chunk.length;
          onProgress?.(done);
          continue;
        }
        batch = false;
      }
    }
    await runPool(chunk, concurrency, (item, i) => sendOne(item, start + i), signal);
  }
  return results;
}
