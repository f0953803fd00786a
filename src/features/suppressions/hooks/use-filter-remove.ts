import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Removal } from '@/contract';
import { describeError } from '@/components/ui/error-state';
import { useToast } from '@/components/ui/toast';
import { isUnsupported } from '@/lib/capabilities';
import { formatNumber } from '@/lib/format';
import { continueRemoval, restoreRemoval, startRemoval, type MatchingFilter } from '../api/remove-matching';
import { suppressionQueries } from '../api/suppression-queries';

export type FilterRemoveState =
  | { phase: 'confirm' }
  | { phase: 'running'; removal: Removal | null }
  | { phase: 'finished'; removal: Removal; stopped: boolean }
  | { phase: 'failed'; removal: Removal | null; error: string }
  | { phase: 'unsupported' };

export type UndoState = { phase: 'idle' } | { phase: 'running'; restored: number } | { phase: 'done' };

const plural = (n: number) => `${formatNumber(n)} suppression${n === 1 ? '' : 's'}`;

/**
 * Removes everything a filter matches on the service, in steps with progress; Cancel stops before
 * the next step. Undo (in the dialog and in the toast) puts back exactly what was taken.
 */
export function useFilterRemove(filter: MatchingFilter, { onRemoved }: { onRemoved: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [state, setState] = useState<FilterRemoveState>({ phase: 'confirm' });
  const [undoState, setUndoState] = useState<UndoState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: suppressionQueries.all() });

  const undo = async (removal: Removal) => {
    setUndoState({ phase: 'running', restored: 0 });
    try {
      const { removal: after } = await restoreRemoval(removal, {
        onProgress: (r) => setUndoState({ phase: 'running', restored: r.restored }),
      });
      setUndoState({ phase: 'done' });
      const again = after.skipped
        ? ` ${plural(after.skipped)} stayed as they are: suppressed again since.`
        : '';
      toast({
        tone: 'success',
        message: `${plural(after.restored)} put back with their reasons, dates and origins.${again}`,
      });
    } catch (error) {
      setUndoState({ phase: 'idle' });
      toast({
        tone: 'danger',
        message: `Undo stopped: ${describeError(error)}`,
        action: { label: 'Try again', onAction: () => void undo(removal) },
        durationMs: 30_000,
      });
    } finally {
      void refresh();
    }
  };

  const run = async (includeComplaints: boolean) => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', removal: null });
    let latest: Removal | null = null;
    try {
      latest = await startRemoval(filter, includeComplaints);
      setState({ phase: 'running', removal: latest });
      const last = await continueRemoval(latest, {
        signal: abort.signal,
        onProgress: (r) => {
          latest = r;
          setState({ phase: 'running', removal: r });
        },
      });
      setState({ phase: 'finished', removal: last.removal, stopped: !last.done });
      if (last.removal.removed) {
        onRemoved();
        toast({
          message: `Removed ${plural(last.removal.removed)}.`,
          action: { label: 'Undo', onAction: () => void undo(last.removal) },
          durationMs: 15_000,
        });
      }
    } catch (error) {
      if (!latest && isUnsupported(error)) setState({ phase: 'unsupported' });
      else setState({ phase: 'failed', removal: latest, error: describeError(error) });
    } finally {
      void refresh();
    }
  };

  return {
    state,
    undoState,
    run,
    undo,
    cancel: () => controller.current?.abort(),
    reset: () => {
      setState({ phase: 'confirm' });
      setUndoState({ phase: 'idle' });
    },
  };
}
