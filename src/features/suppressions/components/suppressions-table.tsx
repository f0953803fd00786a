import type { Suppression } from '@/contract';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import type { RowSelection } from '../hooks/use-row-selection';
import { useRowsInSteps } from '../hooks/use-rows-in-steps';
import { checkbox, SuppressionRow } from './suppression-row';

const th =
  'px-3 py-2.5 text-left text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400';

interface SuppressionsTableProps {
  rows: readonly Suppression[];
  selection: RowSelection;
  onRemove: (row: Suppression) => void;
  /** The next page is loading; the rows shown are the previous page's. */
  busy: boolean;
}

/** A real <table>: rows are `role=row`, the header checkbox selects this page. */
export function SuppressionsTable({ rows, selection, onRemove, busy }: SuppressionsTableProps) {
  const selectedHere = rows.filter((row) => selection.selected.has(row.id)).length;
  const allHere = rows.length > 0 && selectedHere === rows.length;
  const shown = useRowsInSteps(rows.length);
  // Tailwind's `sm`: from there on, reason and date have their own columns.
  const wide = useMediaQuery('(min-width: 40rem)', true);
  return (
    <div className="overflow-x-auto">
      <table
        aria-busy={busy || undefined}
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
          {rows.slice(0, shown).map((row) => (
            <SuppressionRow
              key={row.id}
              row={row}
              checked={selection.selected.has(row.id)}
              wide={wide}
              onToggle={selection.toggle}
              onRemove={onRemove}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
