import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Suppression } from '@/contract';
import { suppressionQueries } from '../api/suppression-queries';
import { byBounce } from '../lib/list-view';
import { useDetailAddress } from './use-detail-address';
import { useListData } from './use-list-data';
import { useListView } from './use-list-view';
import { usePageDialogs } from './use-page-dialogs';
import { useRemoveWithUndo } from './use-remove-with-undo';
import { useRowFocus } from './use-row-focus';
import { useRowSelection } from './use-row-selection';
import { useSlashFocus } from './use-slash-focus';

/**
 * The suppressions page's controller: the list's view in the URL and its data, the selection,
 * which dialog is open, and where keyboard focus goes as rows are removed and put back. The page
 * and the list only render what it returns.
 */
export function useSuppressionsPage() {
  const list = useListView();
  const rowSelection = useRowSelection();
  const rowFocus = useRowFocus();
  const detail = useDetailAddress();
  const dialogs = usePageDialogs(detail.address !== null);
  const queryClient = useQueryClient();
  const removeWithUndo = useRemoveWithUndo({ onRestored: (row) => rowFocus.expectReturn(row.email) });
  const searchRef = useRef<HTMLInputElement>(null);
  useSlashFocus(searchRef);

  const { q, reason, order, bounce_class, bounce_side } = list.view;
  const filter = { q, reason, bounce_class, bounce_side };
  const filtered = q !== '' || reason.length > 0 || byBounce(list.view);
  // "All matching" holds for the filter it was chosen under only.
  const filterKey = JSON.stringify([q, reason, bounce_class, bounce_side]);
  const [allMatchingFor, setAllMatchingFor] = useState<string | null>(null);
  const selection = {
    ...rowSelection,
    clear: () => {
      rowSelection.clear();
      setAllMatchingFor(null);
    },
  };
  const { setDialog, setRemoving } = dialogs;
  const removeAllMatching = (total: { count: number; exact: boolean }) =>
    setDialog({ kind: 'filter', total });
  const listData = useListData(list.view, {
    selection,
    rowFocus,
    allMatching: {
      selected: allMatchingFor === filterKey,
      onSelect: () => setAllMatchingFor(filterKey),
      onRemove: removeAllMatching,
    },
  });

  const { open: openDetail } = detail;
  const openRow = useCallback(
    (row: Suppression) => {
      // The panel starts from the row on screen; a shared link looks the address up instead.
      queryClient.setQueryData(suppressionQueries.check(row.email).queryKey, row);
      openDetail(row.email);
    },
    [queryClient, openDetail],
  );
  const removeRow = useCallback((row: Suppression) => setRemoving({ row, from: 'list' }), [setRemoving]);

  return {
    list,
    listData,
    selection,
    rowFocus,
    searchRef,
    dialogs,
    detailAddress: detail.address,
    /** The list's filter (no order, no paging), and whether any of it is set. */
    filter,
    filtered,
    order,
    openRow,
    removeRow,
    removeAllMatching,
    removeFromCheck: (row: Suppression) => setRemoving({ row, from: 'check' }),
    removeFromPanel: (row: Suppression) => setRemoving({ row, from: 'panel' }),
    add: (email?: string) => setDialog({ kind: 'add', email }),
    startImport: () => setDialog({ kind: 'import' }),
    removeSelected: () => {
      rowFocus.expectRemoval(rowSelection.rows.map((row) => row.email));
      setDialog({ kind: 'bulk' });
    },
    /** The added address already on the list: show it there. */
    showAdded: (row: Suppression) => {
      setDialog(null);
      list.setFilter({ q: row.email, reason: null });
    },
    closeBulk: () => {
      setDialog(null);
      rowFocus.settleAfterDialog();
    },
    closeDetail: () => {
      if (detail.address) rowFocus.expectReturn(detail.address);
      detail.close();
    },
    /** Removes the row the Remove dialog confirmed; focus moves on only for removals from the list. */
    confirmRemove: (row: Suppression) => {
      if (dialogs.removing?.from === 'panel') detail.close();
      if (dialogs.removing?.from !== 'check') rowFocus.expectRemoval([row.email]);
      setRemoving(null);
      rowSelection.toggle(row, false);
      removeWithUndo(row);
    },
  };
}
export type SuppressionsPageController = ReturnType<typeof useSuppressionsPage>;
