import type { SuppressionReason } from '@/contract';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { reasonMeta, suppressionReasons, type ReasonCounts } from '../lib/reasons';

const chip =
  'inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500';
const off =
  'text-zinc-600 hover:bg-white hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100';
const on =
  'bg-white text-zinc-900 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-700 dark:text-zinc-50 dark:ring-zinc-600';

/** Toggle buttons, several at once (the API takes a comma list); "All" clears them. */
export function ReasonFilter({
  selected,
  onChange,
  counts,
}: {
  selected: readonly SuppressionReason[];
  onChange: (reason: SuppressionReason[]) => void;
  /** Rows per reason under the current search, when known. */
  counts?: ReasonCounts | undefined;
}) {
  // zinc-500 on the chips' zinc-50 keeps the 4.5:1 contrast small text needs.
  const count = (n: number | undefined, pressed: boolean, atLeast = false) =>
    n === undefined ? null : (
      // The space keeps "Complaint 3" two words in the button's accessible name.
      <>
        {' '}
        <span
          className={cn(
            'font-normal tabular-nums',
            pressed ? 'text-zinc-500 dark:text-zinc-300' : 'text-zinc-500 dark:text-zinc-400',
          )}
        >
          {formatNumber(n)}
          {atLeast && '+'}
        </span>
      </>
    );
  const toggle = (reason: SuppressionReason) =>
    onChange(
      selected.includes(reason)
        ? selected.filter((r) => r !== reason)
        : suppressionReasons.filter((r) => r === reason || selected.includes(r)),
    );
  // One scrolling row on phones: counts arrive after the rows, and re-wrapping chips would push
  // the table down under the reader's eyes.
  return (
    <div
      role="group"
      aria-label="Reason"
      className="inline-flex max-w-full gap-0.5 overflow-x-auto rounded-lg sm:flex-wrap border border-zinc-200 bg-zinc-50 p-0.5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <button
        type="button"
        aria-pressed={selected.length === 0}
        onClick={() => onChange([])}
        className={cn(chip, selected.length === 0 ? on : off)}
      >
        All reasons
        {counts &&
          count(
            suppressionReasons.reduce((sum, r) => sum + counts[r], 0),
            selected.length === 0,
            Boolean(counts.capped?.length),
          )}
      </button>
      {suppressionReasons.map((reason) => (
        <button
          key={reason}
          type="button"
          aria-pressed={selected.includes(reason)}
          title={reasonMeta[reason].description}
          onClick={() => toggle(reason)}
          className={cn(chip, selected.includes(reason) ? on : off)}
        >
          <span aria-hidden="true" className={cn('size-1.5 rounded-full', reasonMeta[reason].dot)} />
          {reasonMeta[reason].label}
          {count(counts?.[reason], selected.includes(reason), counts?.capped?.includes(reason))}
        </button>
      ))}
    </div>
  );
}
