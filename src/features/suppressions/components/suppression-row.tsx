import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import type { Suppression } from '@/contract';
import { DateTime } from '@/components/ui/date-time';
import { TabStopContext } from '@/components/ui/tab-stop';
import { cn } from '@/lib/cn';
import { formatRelative } from '@/lib/format';
import { OriginNote } from './origin-note';
import { ReasonBadge } from './reason-badge';

export const checkbox =
  'size-4 rounded border-zinc-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';

interface SuppressionRowProps {
  row: Suppression;
  index: number;
  checked: boolean;
  /** The row in the Tab order (roving tabindex): it and its controls; every other row is -1. */
  active: boolean;
  /** Reason and date in columns; otherwise (a phone) under the address. */
  wide: boolean;
  onToggle: (row: Suppression, on: boolean) => void;
  onRemove: (row: Suppression) => void;
  onOpen: (row: Suppression) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number) => void;
  onFocusRow: (email: string) => void;
  register: (email: string, element: HTMLTableRowElement | null) => void;
}

/** A click on the row opens it, unless it was on a control or ended a text selection. */
const opensRow = (event: MouseEvent) =>
  !(event.target as HTMLElement).closest('a, button, input, label') && !window.getSelection()?.toString();

/**
 * One row; memoised, so ticking one box (or moving the active row) re-renders the rows concerned
 * only. Only one layout is rendered (not both, one hidden by CSS): half the elements on a phone.
 */
export const SuppressionRow = memo(function SuppressionRow({
  row,
  index,
  checked,
  active,
  wide,
  onToggle,
  onRemove,
  onOpen,
  onKeyDown,
  onFocusRow,
  register,
}: SuppressionRowProps) {
  const tabStop = active ? 0 : -1;
  return (
    <tr
      ref={(element) => register(row.email, element)}
      tabIndex={tabStop}
      onKeyDown={(event) => onKeyDown(event, index)}
      onFocus={() => onFocusRow(row.email)}
      onClick={(event) => opensRow(event) && onOpen(row)}
      className={cn(
        'group cursor-pointer transition-colors hover:bg-zinc-50 dark:hover:bg-zinc-900/70',
        'focus-visible:bg-indigo-50/70 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:focus-visible:bg-indigo-950/40',
        checked && 'bg-indigo-50/60 hover:bg-indigo-50 dark:bg-indigo-500/10 dark:hover:bg-indigo-500/15',
      )}
    >
      <TabStopContext value={tabStop}>
        <td className="py-2 pr-1 pl-4">
          <input
            type="checkbox"
            tabIndex={tabStop}
            aria-label={`Select ${row.email}`}
            className={checkbox}
            checked={checked}
            onChange={(event) => onToggle(row, event.target.checked)}
          />
        </td>
        <td className="max-w-0 min-w-48 px-3 py-2 sm:w-1/2">
          <span className="block truncate font-medium text-zinc-900 dark:text-zinc-100" title={row.email}>
            {row.email}
          </span>
          <OriginNote source={row.source} />
          {!wide && (
            <span className="mt-1 flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
              <ReasonBadge reason={row.reason} tooltip={false} />
              <time dateTime={row.created_at}>{formatRelative(row.created_at)}</time>
            </span>
          )}
        </td>
        {wide && (
          <>
            <td className="px-3 py-2">
              <ReasonBadge reason={row.reason} />
            </td>
            <td className="px-3 py-2 text-zinc-600 dark:text-zinc-400">
              <DateTime iso={row.created_at} />
            </td>
          </>
        )}
        <td className="py-2 pr-3 pl-3 text-right">
          <button
            type="button"
            tabIndex={tabStop}
            aria-label={`Remove ${row.email}`}
            onClick={() => onRemove(row)}
            className="rounded-md px-2 py-1 text-sm font-medium text-zinc-500 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-zinc-400 dark:hover:bg-red-500/10 dark:hover:text-red-300"
          >
            Remove
          </button>
        </td>
      </TabStopContext>
    </tr>
  );
});
