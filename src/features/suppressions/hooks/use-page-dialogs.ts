import { useState } from 'react';
import type { Suppression } from '@/contract';

export type OpenDialog =
  | { kind: 'add'; email?: string }
  | { kind: 'import' }
  | { kind: 'bulk' }
  | { kind: 'filter'; total: { count: number; exact: boolean } }
  | null;

/** The row to remove, and where the Remove came from: focus follows only removals from the list. */
export type Removing = { row: Suppression; from: 'list' | 'panel' | 'check' } | null;

/**
 * Which of the page's dialogs is open, the row being removed, and which lazily loaded parts (the
 * detail panel, the whole-filter removal) have been wanted: once wanted they stay mounted (closed),
 * so a focus return or the toast's Undo still finds them.
 */
export function usePageDialogs(detailOpen: boolean) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  const [wanted, setWanted] = useState({ detail: false, filter: false });
  // Adjusting state while rendering (React's documented pattern): once wanted, kept.
  if ((detailOpen && !wanted.detail) || (dialog?.kind === 'filter' && !wanted.filter)) {
    setWanted({
      detail: wanted.detail || detailOpen,
      filter: wanted.filter || dialog?.kind === 'filter',
    });
  }
  return { dialog, setDialog, close: () => setDialog(null), removing, setRemoving, wanted };
}
