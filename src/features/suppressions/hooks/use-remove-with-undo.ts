import type { Suppression } from '@/contract';
import { describeError } from '@/components/ui/error-state';
import { useToast } from '@/components/ui/toast';
import { useRemoveSuppression, useRestoreSuppression } from '../api/suppression-mutations';
import { reasonMeta } from '../lib/reasons';

/**
 * Remove (optimistically), then offer Undo, which adds the address back with the same reason. Undo
 * is also the key `z` (or Ctrl/⌘+Z) anywhere on the page, as the toast says.
 */
export function useRemoveWithUndo({ onRestored }: { onRestored?: (row: Suppression) => void } = {}) {
  const toast = useToast();
  const remove = useRemoveSuppression();
  const restore = useRestoreSuppression();

  const undo = (row: Suppression) =>
    restore.mutate(row, {
      onSuccess: (answered) => {
        const back = answered ?? row;
        onRestored?.(back);
        // Honest about what Undo did: a service without the batch extension dates the row now.
        const dated = answered?.created_at === row.created_at ? 'with its original date' : 'dated now';
        toast({
          tone: 'success',
          message: `${back.email} is suppressed again (${reasonMeta[back.reason].label.toLowerCase()}), ${dated}.`,
        });
      },
      onError: (error) =>
        toast({ tone: 'danger', message: `Couldn't add ${row.email} back: ${describeError(error)}` }),
    });

  return (row: Suppression) =>
    remove.mutate(row, {
      onSuccess: () =>
        toast({
          message: `Removed ${row.email}. Mail to it will be delivered again.`,
          action: { label: 'Undo', onAction: () => undo(row), shortcut: 'z' },
          durationMs: 10_000,
        }),
      onError: (error) =>
        toast({
          tone: 'danger',
          message: `Couldn't remove ${row.email}, it is still suppressed: ${describeError(error)}`,
        }),
    });
}
