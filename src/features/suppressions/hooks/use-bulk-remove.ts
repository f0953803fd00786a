import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Suppression } from '@/contract';
import { useToast } from '@/components/ui/toast';
import { formatNumber } from '@/lib/format';
import { removeMany, type RemoveManyResult } from '../api/remove-many';
import { sendSuppressions } from '../api/send-suppressions';
import { restoreItem } from '../api/suppression-api';
import { dropFromLists } from '../api/suppression-mutations';
import { suppressionQueries } from '../api/suppression-queries';

export type BulkRemoveState =
  | { phase: 'confirm' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'finished'; result: RemoveManyResult; skipped: Suppression[] };

const plural = (n: number) => `${formatNumber(n)} suppression${n === 1 ? '' : 's'}`;

/**
 * Removes the selected rows a few at a time with progress. What failed (or was never tried,
 * after Cancel) stays selected; what was removed can be put back with Undo.
 */
export function useBulkRemove({ onKeepSelected }: { onKeepSelected: (rows: Suppression[]) => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [state, setState] = useState<BulkRemoveState>({ phase: 'confirm' });
  const controller = useRef<AbortController | null>(null);

  const undo = async (rows: Suppression[]) => {
    const results = await sendSuppressions(rows.map(restoreItem));
    await queryClient.invalidateQueries({ queryKey: suppressionQueries.all() });
    const back = results.filter((r) => r.result === 'created' || r.result === 'exists').length;
    toast(
      back === rows.length
        ? {
            tone: 'success',
            message: `${plural(back)} added back with their reasons (and, where the service keeps them, dates and origins).`,
          }
        : {
            tone: 'danger',
            message: `Only ${formatNumber(back)} of ${plural(rows.length)} could be added back.`,
          },
    );
  };

  const run = async (rows: Suppression[]) => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', done: 0, total: rows.length });
    const result = await removeMany(rows, {
      signal: abort.signal,
      onProgress: (done) => setState({ phase: 'running', done, total: rows.length }),
    });
    const tried = new Set([...result.removed, ...result.failed.map((f) => f.row)].map((r) => r.id));
    const skipped = rows.filter((row) => !tried.has(row.id));
    dropFromLists(queryClient, new Set(result.removed.map((r) => r.id)));
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
