import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Suppression } from '@/contract';
import { useToast } from '@/components/ui/toast';
import { formatNumber } from '@/lib/format';
import { removeMany, type RemoveManyResult } from '../api/remove-many';
import { restoreManyRemoved, type RestoredMany } from '../api/restore-removed';
import type { RemovedRow } from '../api/suppression-api';
import { dropFromLists } from '../api/suppression-mutations';
import { suppressionQueries } from '../api/suppression-queries';

export type BulkRemoveState =
  | { phase: 'confirm' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'finished'; result: RemoveManyResult; skipped: Suppression[] };

const plural = (n: number) => `${formatNumber(n)} suppression${n === 1 ? '' : 's'}`;

/** What Undo did to a selection, each part said plainly: exact, kept newer, added anew, failed. */
function undoneMessage({ exact, again, readded, failed }: RestoredMany, total: number) {
  const parts = [];
  if (failed) parts.push(`Only ${formatNumber(total - failed)} of ${plural(total)} could be put back.`);
  if (exact) parts.push(`${plural(exact)} put back exactly: the same entries, dates and origins.`);
  if (again) parts.push(`${plural(again)} stayed as they are: suppressed again in the meantime.`);
  if (readded) {
    parts.push(
      `${plural(readded)} added back as new entries with their reasons (and, where the service keeps them, dates and origins): this service does not keep removed suppressions for Undo.`,
    );
  }
  return parts.join(' ');
}

/**
 * Removes the selected rows a few at a time with progress. What failed (or was never tried,
 * after Cancel) stays selected; what was removed can be put back with Undo.
 */
export function useBulkRemove({ onKeepSelected }: { onKeepSelected: (rows: Suppression[]) => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [state, setState] = useState<BulkRemoveState>({ phase: 'confirm' });
  const controller = useRef<AbortController | null>(null);

  const undo = async (removed: RemovedRow[]) => {
    const counts = await restoreManyRemoved(removed);
    await queryClient.invalidateQueries({ queryKey: suppressionQueries.all() });
    toast({ tone: counts.failed ? 'danger' : 'success', message: undoneMessage(counts, removed.length) });
  };

  const run = async (rows: Suppression[]) => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', done: 0, total: rows.length });
    const result = await removeMany(rows, {
      signal: abort.signal,
      onProgress: (done) => setState({ phase: 'running', done, total: rows.length }),
    });
    const removedIds = result.removed.map((r) => r.row.id);
    const tried = new Set([...removedIds, ...result.failed.map((f) => f.row.id)]);
    const skipped = rows.filter((row) => !tried.has(row.id));
    dropFromLists(queryClient, new Set(removedIds));
    void queryClient.invalidateQueries({ queryKey: suppressionQueries.all() });
    onKeepSelected([...result.failed.map((f) => f.row), ...skipped]);
    setState({ phase: 'finished', result, skipped });
    if (result.removed.length) {
      toast({
        message: `Removed ${plural(result.removed.length)}.`,
        action: { label: 'Undo', onAction: () => void undo(result.removed), shortcut: 'z' },
        durationMs: 10_000,
      });
    }
    return result.failed.length === 0 && skipped.length === 0;
  };

  return {
    state,
    run,
    cancel: () => controller.current?.abort(),
    reset: () => setState({ phase: 'confirm' }),
  };
}
