import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { Suppression } from '@/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { suppressionQueries } from '../api/suppression-queries';
import { useDetailAddress } from '../hooks/use-detail-address';
import { useListView } from '../hooks/use-list-view';
import { useRowFocus } from '../hooks/use-row-focus';
import { useRemoveWithUndo } from '../hooks/use-remove-with-undo';
import { useRowSelection } from '../hooks/use-row-selection';
import { useSlashFocus } from '../hooks/use-slash-focus';
import { AddSuppressionDialog } from './add-suppression-dialog';
import { BulkRemoveDialog } from './bulk-remove-dialog';
import { ExportButton } from './export-button';
import { PlusIcon, UploadIcon } from '@/components/ui/icons';
import { QuickCheck } from './quick-check';
import { RemoveDialog } from './remove-dialog';
import { SuppressionsList } from './suppressions-list';
import { suppressionsPageMeta } from '../page-meta';

// The importer (papaparse included) loads only when someone opens it.
const ImportDialog = lazy(() => import('./import-dialog').then((m) => ({ default: m.ImportDialog })));
// So do the detail panel and the whole-filter removal, the first time they are wanted; then they
// stay mounted (closed), so a focus return or the toast's Undo still finds them.
const SuppressionDetail = lazy(() =>
  import('./suppression-detail').then((m) => ({ default: m.SuppressionDetail })),
);
const FilterRemoveDialog = lazy(() =>
  import('./filter-remove-dialog').then((m) => ({ default: m.FilterRemoveDialog })),
);

type OpenDialog =
  | { kind: 'add'; email?: string }
  | { kind: 'import' }
  | { kind: 'bulk' }
  | { kind: 'filter'; total: { count: number; exact: boolean } }
  | null;
/** The row to remove, and where the Remove came from: focus follows only removals from the list. */
type Removing = { row: Suppression; from: 'list' | 'panel' | 'check' } | null;

export function SuppressionsPage() {
  const list = useListView();
  const selection = useRowSelection();
  const rowFocus = useRowFocus();
  const detail = useDetailAddress();
  const queryClient = useQueryClient();
  const removeWithUndo = useRemoveWithUndo({ onRestored: (row) => rowFocus.expectReturn(row.email) });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  const [wanted, setWanted] = useState({ detail: false, filter: false });
  // Adjusting state while rendering (React's documented pattern): once wanted, kept.
  if ((detail.address !== null && !wanted.detail) || (dialog?.kind === 'filter' && !wanted.filter)) {
    setWanted({
      detail: wanted.detail || detail.address !== null,
      filter: wanted.filter || dialog?.kind === 'filter',
    });
  }
  const { open: openDetail } = detail;
  const onOpen = useCallback(
    (row: Suppression) => {
      // The panel starts from the row on screen; a shared link looks the address up instead.
      queryClient.setQueryData(suppressionQueries.check(row.email).queryKey, row);
      openDetail(row.email);
    },
    [queryClient, openDetail],
  );
  const onRemove = useCallback((row: Suppression) => setRemoving({ row, from: 'list' }), []);
  const searchRef = useRef<HTMLInputElement>(null);
  useSlashFocus(searchRef);
  const { q, reason, order, bounce_class, bounce_side } = list.view;
  const filtered = q !== '' || reason.length > 0 || bounce_class.length > 0 || bounce_side.length > 0;
  // "All matching" holds for the filter it was chosen under only.
  const filterKey = JSON.stringify([q, reason, bounce_class, bounce_side]);
  const [allMatchingFor, setAllMatchingFor] = useState<string | null>(null);
  const clearSelection = () => {
    selection.clear();
    setAllMatchingFor(null);
  };

  return (
    <>
      <PageHeader
        {...suppressionsPageMeta}
        actions={
          // Wraps on a phone instead of running off the screen.
          <div className="flex flex-1 flex-wrap gap-2">
            <Button onClick={() => setDialog({ kind: 'import' })}>
              <UploadIcon />
              Import CSV
            </Button>
            <ExportButton filter={{ q, reason, order, bounce_class, bounce_side }} filtered={filtered} />
            <Button variant="primary" onClick={() => setDialog({ kind: 'add' })}>
              <PlusIcon />
              Add suppression
            </Button>
          </div>
        }
      />
      <QuickCheck
        onRemove={(row) => setRemoving({ row, from: 'check' })}
        onAdd={(email) => setDialog({ kind: 'add', email })}
      />
      <SuppressionsList
        list={list}
        selection={{ ...selection, clear: clearSelection }}
        searchRef={searchRef}
        onRemove={onRemove}
        onOpen={onOpen}
        rowFocus={rowFocus}
        onBulkRemove={() => {
          rowFocus.expectRemoval(selection.rows.map((row) => row.email));
          setDialog({ kind: 'bulk' });
        }}
        allMatching={{
          selected: allMatchingFor === filterKey,
          onSelect: () => setAllMatchingFor(filterKey),
          onRemove: (total) => setDialog({ kind: 'filter', total }),
        }}
        onAdd={() => setDialog({ kind: 'add' })}
        onImport={() => setDialog({ kind: 'import' })}
      />

      <AddSuppressionDialog
        open={dialog?.kind === 'add'}
        initialEmail={dialog?.kind === 'add' ? dialog.email : undefined}
        onClose={() => setDialog(null)}
        onShow={(row) => {
          setDialog(null);
          list.setFilter({ q: row.email, reason: null });
        }}
      />
      {dialog?.kind === 'import' && (
        <Suspense fallback={null}>
          <ImportDialog open onClose={() => setDialog(null)} />
        </Suspense>
      )}
      <BulkRemoveDialog
        open={dialog?.kind === 'bulk'}
        rows={selection.rows}
        onClose={() => {
          setDialog(null);
          rowFocus.settleAfterDialog();
        }}
        onKeepSelected={selection.replace}
      />
      <Suspense fallback={null}>
        {wanted.filter && (
          <FilterRemoveDialog
            open={dialog?.kind === 'filter'}
            filter={{ q, reason, bounce_class, bounce_side }}
            total={dialog?.kind === 'filter' ? dialog.total : { count: 0, exact: true }}
            onClose={() => setDialog(null)}
            onRemoved={clearSelection}
          />
        )}
        {wanted.detail && (
          <SuppressionDetail
            address={detail.address}
            onClose={() => {
              if (detail.address) rowFocus.expectReturn(detail.address);
              detail.close();
            }}
            onRemove={(row) => setRemoving({ row, from: 'panel' })}
          />
        )}
      </Suspense>
      <RemoveDialog
        row={removing?.row ?? null}
        onClose={() => setRemoving(null)}
        onConfirm={(row) => {
          if (removing?.from === 'panel') detail.close();
          if (removing?.from !== 'check') rowFocus.expectRemoval([row.email]);
          setRemoving(null);
          selection.toggle(row, false);
          removeWithUndo(row);
        }}
      />
    </>
  );
}
