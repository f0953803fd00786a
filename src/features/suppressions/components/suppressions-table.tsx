import type { Suppression } from '@/contract';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import type { RowFocus } from '../hooks/use-row-focus';
import { useRowKeys } from '../hooks/use-row-keys';
import type { RowSelection } from '../hooks/use-row-selection';
import { useRowsInSteps } from '../hooks/use-rows-in-steps';
import { checkbox, SuppressionRow } from './suppression-row';

const th =
  'px-3 py-2.5 text-left text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400';

interface SuppressionsTableProps {
  rows: readonly Suppression[];
  selection: RowSelection;
  onRemove: (row: Suppression) => void;
  onOpen: (row: Suppression) => void;
  rowFocus: RowFocus;
  /** The next page is loading; the rows shown are the previous page's. */
  busy: boolean;
}

/**
 * A real <table>: rows are `role=row`, the header checkbox selects this page. Rows take focus one
 * at a time (a roving tabindex, see useRowKeys); the keys are described under the table.
 */
export function SuppressionsTable({
  rows,
  selection,
  onRemove,
  onOpen,
  rowFocus,
  busy,
}: SuppressionsTableProps) {
  const keys = useRowKeys(rows, {
    focusRow: rowFocus.focusRow,
    onOpen,
    onToggle: selection.toggle,
    onRemove,
    isChecked: (row) => selection.selected.has(row.id),
  });
  const selectedHere = rows.filter((row) => selection.selected.has(row.id)).length;
  const allHere = rows.length > 0 && selectedHere === rows.length;
  const shown = useRowsInSteps(rows.length);
  // Tailwind's `sm`: from there on, reason and date have their own columns.
  const wide = useMediaQuery('(min-width: 40rem)', true);
  return (
    <div className="overflow-x-auto">
      <table
        aria-busy={busy || undefined}
        aria-describedby="suppression-keys"
        className={cn('w-full border-collapse text-sm transition-opacity', busy && 'opacity-60')}
      >
        <caption className="sr-only">Suppressed addresses</caption>
        <thead className="border-b border-zinc-200 bg-zinc-50/80 dark:border-zinc-800 dark:bg-zinc-900/60">
          <tr>
            <th scope="col" className="w-10 py-2.5 pr-1 pl-4">
              <input
                type="checkbox"
                aria-label="Select all rows on this page"
                className={checkbox}
                checked={allHere}
                ref={(el) => {
                  if (el) el.indeterminate = selectedHere > 0 && !allHere;
                }}
                onChange={(event) => selection.setMany(rows, event.target.checked)}
              />
            </th>
            <th scope="col" className={th}>
              Address
            </th>
            {wide && (
              <>
                <th scope="col" className={th}>
                  Reason
                </th>
                <th scope="col" className={th}>
                  Created
                </th>
              </>
            )}
            <th scope="col" className={cn(th, 'pr-4 text-right')}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800/80">
          {rows.slice(0, shown).map((row, index) => (
            <SuppressionRow
              key={row.id}
              row={row}
              index={index}
              checked={selection.selected.has(row.id)}
              active={row.email === keys.activeEmail}
              wide={wide}
              onToggle={selection.toggle}
              onRemove={onRemove}
              onOpen={onOpen}
              onKeyDown={keys.onKeyDown}
              onFocusRow={keys.setActiveEmail}
              register={rowFocus.register}
            />
          ))}
        </tbody>
      </table>
      <p
        id="suppression-keys"
        className="sr-only border-t border-zinc-100 px-4 py-2 text-xs text-zinc-500 sm:not-sr-only sm:block dark:border-zinc-800 dark:text-zinc-400"
      >
        Rows: <kbd>↑</kbd> <kbd>↓</kbd> or <kbd>j</kbd> <kbd>k</kbd> to move, <kbd>Enter</kbd> for details,{' '}
        <kbd>Space</kbd> to select, <kbd>Delete</kbd> to remove.
      </p>
    </div>
  );
}
