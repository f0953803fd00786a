import { lazy, Suspense, useRef, useState } from 'react';
import type { Suppression } from '@/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { useListView } from '../hooks/use-list-view';
import { useRemoveWithUndo } from '../hooks/use-remove-with-undo';
import { useRowSelection } from '../hooks/use-row-selection';
import { useSlashFocus } from '../hooks/use-slash-focus';
import { AddSuppressionDialog } from './add-suppression-dialog';
import { BulkRemoveDialog } from './bulk-remove-dialog';
import { FilterRemoveDialog } from './filter-remove-dialog';
import { ExportButton } from './export-button';
import { PlusIcon, UploadIcon } from './icons';
import { QuickCheck } from './quick-check';
import { RemoveDialog } from './remove-dialog';
import { SuppressionsList } from './suppressions-list';
import { suppressionsPageMeta } from '../page-meta';

// The importer (papaparse included) loads only when someone opens it.
const ImportDialog = lazy(() => import('./import-dialog').then((m) => ({ default: m.ImportDialog })));

type OpenDialog =
  | { kind: 'add'; email?: string }
  | { kind: 'import' }
  | { kind: 'bulk' }
  | { kind: 'filter'; total: { count: number; exact: boolean } }
  | null;

export function SuppressionsPage() {
  const list = useListView();
  const selection = useRowSelection();
  const removeWithUndo = useRemoveWithUndo();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [removing, setRemoving] = useState<Suppression | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useSlashFocus(searchRef);
  const { q, reasons, order } = list.view;
  const filtered = q !== '' || reasons.length > 0;
  // "All matching" holds for the filter it was chosen under only.
  const filterKey = JSON.stringify([q, reasons]);
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
            <ExportButton filter={{ q, reasons, order }} filtered={filtered} />
            <Button variant="primary" onClick={() => setDialog({ kind: 'add' })}>
              <PlusIcon />
              Add suppression
            </Button>
          </div>
        }
      />
      <QuickCheck onRemove={setRemoving} onAdd={(email) => setDialog({ kind: 'add', email })} />
      <SuppressionsList
        list={list}
        selection={{ ...selection, clear: clearSelection }}
        searchRef={searchRef}
        onRemove={setRemoving}
        onBulkRemove={() => setDialog({ kind: 'bulk' })}
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
        onClose={() => setDialog(null)}
        onKeepSelected={selection.replace}
      />
      <FilterRemoveDialog
        open={dialog?.kind === 'filter'}
        filter={{ q, reasons }}
        total={dialog?.kind === 'filter' ? dialog.total : { count: 0, exact: true }}
        onClose={() => setDialog(null)}
        onRemoved={clearSelection}
      />
      <RemoveDialog
        row={removing}
        onClose={() => setRemoving(null)}
        onConfirm={(row) => {
          setRemoving(null);
          selection.toggle(row, false);
          removeWithUndo(row);
        }}
      />
    </>
  );
}
