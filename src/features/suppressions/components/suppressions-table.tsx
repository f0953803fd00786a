import type { Suppression } from '@/contract';
import { DateTime } from '@/components/ui/date-time';
import { cn } from '@/lib/cn';
import { formatRelative } from '@/lib/format';
import type { RowSelection } from '../hooks/use-row-selection';
import { ReasonBadge } from './reason-badge';

const th =
  'px-3 py-2.5 text-left text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400';
const checkbox =
  'size-4 rounded border-zinc-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';

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
            <th scope="col" className={cn(th, 'hidden sm:table-cell')}>
              Reason
            </th>
            <th scope="col" className={cn(th, 'hidden sm:table-cell')}>
              Created
            </th>
            <th scope="col" className={cn(th, 'pr-4 text-right')}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800/80">
          {rows.map((row) => {
            const checked = selection.selected.has(row.id);
            return (
              <tr
                key={row.id}
                className={cn(
                  'group transition-colors hover:bg-zinc-50 dark:hover:bg-zinc-900/70',
                  checked &&
                    'bg-indigo-50/60 hover:bg-indigo-50 dark:bg-indigo-500/10 dark:hover:bg-indigo-500/15',
                )}
              >
                <td className="py-2 pr-1 pl-4">
                  <input
                    type="checkbox"
                    aria-label={`Select ${row.email}`}
                    className={checkbox}
                    checked={checked}
                    onChange={(event) => selection.toggle(row, event.target.checked)}
                  />
                </td>
                <td className="max-w-0 min-w-48 px-3 py-2 sm:w-1/2">
                  <span
                    className="block truncate font-medium text-zinc-900 dark:text-zinc-100"
                    title={row.email}
                  >
                    {row.email}
                  </span>
                  {/* On a phone the reason and date sit under the address instead of in columns. */}
                  <span className="mt-1 flex items-center gap-2 text-xs text-zinc-500 sm:hidden dark:text-zinc-400">
                    <ReasonBadge reason={row.reason} tooltip={false} />
                    <time dateTime={row.created_at}>{formatRelative(row.created_at)}</time>
                  </span>
                </td>
                <td className="hidden px-3 py-2 sm:table-cell">
                  <ReasonBadge reason={row.reason} />
                </td>
                <td className="hidden px-3 py-2 text-zinc-600 sm:table-cell dark:text-zinc-400">
                  <DateTime iso={row.created_at} />
                </td>
                <td className="py-2 pr-3 pl-3 text-right">
                  <button
                    type="button"
                    aria-label={`Remove ${row.email}`}
                    onClick={() => onRemove(row)}
                    className="rounded-md px-2 py-1 text-sm font-medium text-zinc-500 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-zinc-400 dark:hover:bg-red-500/10 dark:hover:text-red-300"
                  >
                    Remove
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
