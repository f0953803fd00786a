import { useMemo } from 'react';
import type { Suppression } from '@/contract';
import { BounceBadges } from '@/components/bounces/bounce-explanation';
import { DataTable, type Column, type TableStatus } from '@/components/ui/data-table/data-table';
import { DateTime } from '@/components/ui/date-time';
import { formatRelative } from '@/lib/format';
import type { RowFocus } from '../hooks/use-row-focus';
import type { RowSelection } from '../hooks/use-row-selection';
import { OriginNote } from './origin-note';
import { suppressionClassification } from '../lib/suppression-classification';
import { ReasonBadge } from './reason-badge';

/** An automatic suppression's reason with whose fault its causing reply says it was. */
function ReasonCell({ row }: { row: Suppression }) {
  const classification = suppressionClassification(row);
  return (
    <span className="flex flex-col items-start gap-1">
      <ReasonBadge reason={row.reason} />
      {classification && <BounceBadges classification={classification} />}
    </span>
  );
}

interface SuppressionsTableProps {
  rows: readonly Suppression[];
  /** Busy while the next page loads: the rows shown are the previous page's. */
  status: TableStatus;
  selection: RowSelection;
  /** Absent where the caller may only read the list: no selection, no remove action or key. */
  onRemove?: ((row: Suppression) => void) | undefined;
  onOpen: (row: Suppression) => void;
  rowFocus: RowFocus;
}

const removeButton =
  'rounded-md px-2 py-1 text-sm font-medium text-zinc-500 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-zinc-400 dark:hover:bg-red-500/10 dark:hover:text-red-300';

function suppressionColumns(onRemove?: (row: Suppression) => void): Column<Suppression>[] {
  return [
    {
      id: 'address',
      header: 'Address',
      phone: 'title',
      className: 'max-w-0 min-w-48 sm:w-1/2',
      skeleton: 'w-56',
      cell: (row, { cards }) => (
        <>
          <span className="block truncate font-medium text-zinc-900 dark:text-zinc-100" title={row.email}>
            {row.email}
          </span>
          <OriginNote source={row.source} />
          {/* On a phone, reason and date under the address: a short card for a long list. */}
          {cards && (
            <span className="mt-1 flex items-center gap-2 text-xs font-normal text-zinc-500 dark:text-zinc-400">
              <ReasonBadge reason={row.reason} tooltip={false} />
              <time dateTime={row.created_at}>{formatRelative(row.created_at)}</time>
            </span>
          )}
        </>
      ),
    },
    {
      id: 'reason',
      header: 'Reason',
      phone: 'hide',
      skeleton: 'w-20',
      cell: (row) => <ReasonCell row={row} />,
    },
    {
      id: 'created',
      header: 'Created',
      phone: 'hide',
      skeleton: 'w-24',
      className: 'text-zinc-600 dark:text-zinc-400',
      cell: (row) => <DateTime iso={row.created_at} />,
    },
    ...actionColumn(onRemove),
  ];
}

function actionColumn(onRemove?: (row: Suppression) => void): Column<Suppression>[] {
  if (!onRemove) return [];
  return [
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      phone: 'end',
      cell: (row, { tabIndex }) => (
        <button
          type="button"
          tabIndex={tabIndex}
          aria-label={`Remove ${row.email}`}
          onClick={() => onRemove(row)}
          className={removeButton}
        >
          Remove
        </button>
      ),
    },
  ];
}

/**
 * The suppression list's table. Rows take focus one at a time (the kit's roving tabindex); on top of
 * its keys, Delete removes the focused row. Rows are known by address, as focus after a removal is.
 */
export function SuppressionsTable({
  rows,
  status,
  selection,
  onRemove,
  onOpen,
  rowFocus,
}: SuppressionsTableProps) {
  const columns = useMemo(() => suppressionColumns(onRemove), [onRemove]);
  const { selected, setMany } = selection;
  return (
    <DataTable
      label="Suppressed addresses"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.email}
      status={status}
      placeholderRows={8}
      framed={false}
      onOpen={onOpen}
      selection={
        onRemove && {
          isSelected: (row) => selected.has(row.id),
          onChange: setMany,
          label: (row) => `Select ${row.email}`,
          allLabel: 'Select all rows on this page',
        }
      }
      onRowKey={(key, row) => {
        // Delete, or a Mac keyboard's "delete" key.
        if (!onRemove || (key !== 'Delete' && key !== 'Backspace')) return false;
        onRemove(row);
        return true;
      }}
      rowRef={rowFocus.register}
      keysHint={
        <>
          Rows: <kbd>↑</kbd> <kbd>↓</kbd> or <kbd>j</kbd> <kbd>k</kbd> to move, <kbd>Enter</kbd> for details,{' '}
          <kbd>Space</kbd> to select, <kbd>Delete</kbd> to remove.
        </>
      }
    />
  );
}
