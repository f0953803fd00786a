import type { Suppression } from '@/contract';
import { describeError } from '@/components/ui/error-state';
import { useToast } from '@/components/ui/toast';
import type { Restored } from '../api/restore-removed';
import type { RemovedRow } from '../api/suppression-api';
import { useRemoveSuppression, useRestoreSuppression } from '../api/suppression-mutations';
import { reasonMeta } from '../lib/reasons';

/** What Undo did, in words: exactly the row, the newer row kept, or (honestly) a new one. */
function undoneMessage({ row }: RemovedRow, restored: Restored) {
  const reason = reasonMeta[row.reason].label.toLowerCase();
  if (restored.how === 'exact') {
    return `${row.email} is suppressed again (${reason}), with its original date and origin: the same entry as before.`;
  }
  if (restored.how === 'again') {
    return `${row.email} was suppressed again in the meantime; that newer entry stays as it is.`;
  }
  const back = restored.row ?? row;
  // A service without the batch extension dates the row now.
  const dated = restored.row?.created_at === row.created_at ? 'with its original date' : 'dated now';
  return `${back.email} is suppressed again (${reasonMeta[back.reason].label.toLowerCase()}), ${dated}, as a new entry: this service does not keep removed suppressions for Undo.`;
}

/**
 * Remove (optimistically), then offer Undo, which puts the row back (the same row where the service
 * keeps removed ones). Undo is also the key `z` (or Ctrl/⌘+Z) anywhere on the page, as the toast says.
 */
export function useRemoveWithUndo({ onRestored }: { onRestored?: (row: Suppression) => void } = {}) {
  const toast = useToast();
  const remove = useRemoveSuppression();
  const restore = useRestoreSuppression();

  const undo = (removed: RemovedRow) =>
    restore.mutate(removed, {
      onSuccess: (restored) => {
        onRestored?.(removed.row);
        toast({ tone: 'success', message: undoneMessage(removed, restored) });
      },
      onError: (error) =>
        toast({ tone: 'danger', message: `Couldn't add ${removed.row.email} back: ${describeError(error)}` }),
    });

  return (row: Suppression) =>
    remove.mutate(row, {
      onSuccess: (removed) =>
        toast({
          message: `Removed ${row.email}. Mail to it will be delivered again.`,
          action: { label: 'Undo', onAction: () => undo(removed), shortcut: 'z' },
          durationMs: 10_000,
        }),
      onError: (error) =>
        toast({
          tone: 'danger',
          message: `Couldn't remove ${row.email}, it is still suppressed: ${describeError(error)}`,
        }),
    });
}
