import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { PlusIcon, UploadIcon } from '@/components/ui/icons';
import { useLacks } from '@/lib/permissions';
import { useSuppressionsPage } from '../hooks/use-suppressions-page';
import { suppressionsPageMeta } from '../page-meta';
import { AddSuppressionDialog } from './add-suppression-dialog';
import { BulkRemoveDialog } from './bulk-remove-dialog';
import { ExportButton } from './export-button';
import { QuickCheck } from './quick-check';
import { RemoveDialog } from './remove-dialog';
import { SuppressionsList } from './suppressions-list';

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

export function SuppressionsPage() {
  const page = useSuppressionsPage();
  const { dialogs, selection, filter } = page;
  const { dialog, wanted } = dialogs;
  // Adding and removing are hidden where the caller may only read the list (a Viewer).
  const canManage = !useLacks('suppressions.manage');

  return (
    <>
      <PageHeader
        {...suppressionsPageMeta}
        actions={
          // Wraps on a phone instead of running off the screen.
          <div className="flex flex-1 flex-wrap gap-2">
            {canManage && (
              <Button onClick={page.startImport}>
                <UploadIcon />
                Import CSV
              </Button>
            )}
            <ExportButton filter={{ ...filter, order: page.order }} filtered={page.filtered} />
            {canManage && (
              <Button variant="primary" onClick={() => page.add()}>
                <PlusIcon />
                Add suppression
              </Button>
            )}
          </div>
        }
      />
      <QuickCheck
        onRemove={canManage ? page.removeFromCheck : undefined}
        onAdd={canManage ? page.add : undefined}
      />
      <SuppressionsList page={page} />

      <AddSuppressionDialog
        open={dialog?.kind === 'add'}
        initialEmail={dialog?.kind === 'add' ? dialog.email : undefined}
        onClose={dialogs.close}
        onShow={page.showAdded}
      />
      {dialog?.kind === 'import' && (
        <Suspense fallback={null}>
          <ImportDialog open onClose={dialogs.close} />
        </Suspense>
      )}
      <BulkRemoveDialog
        open={dialog?.kind === 'bulk'}
        rows={selection.rows}
        onClose={page.closeBulk}
        onKeepSelected={selection.replace}
      />
      <Suspense fallback={null}>
        {wanted.filter && (
          <FilterRemoveDialog
            open={dialog?.kind === 'filter'}
            filter={filter}
            total={dialog?.kind === 'filter' ? dialog.total : { count: 0, exact: true }}
            onClose={dialogs.close}
            onRemoved={selection.clear}
          />
        )}
        {wanted.detail && (
          <SuppressionDetail
            address={page.detailAddress}
            onClose={page.closeDetail}
            onRemove={page.removeFromPanel}
          />
        )}
      </Suspense>
      <RemoveDialog
        row={dialogs.removing?.row ?? null}
        onClose={() => dialogs.setRemoving(null)}
        onConfirm={page.confirmRemove}
      />
    </>
  );
}
