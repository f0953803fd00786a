import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

/** "Select all N matching": offered once the whole page is ticked and the filter holds more. */
export interface MatchingSelection {
  total: number;
  /** False when the service stopped counting ("more than N"). */
  exact: boolean;
  selected: boolean;
  onSelect: () => void;
  onRemove: (total: { count: number; exact: boolean }) => void;
}

/** Shown while rows are selected: how many (across pages) and what can be done with them. */
export function SelectionBar({
  count,
  matching,
  onRemove,
  onClear,
}: {
  count: number;
  matching?: MatchingSelection;
  onRemove: () => void;
  onClear: () => void;
}) {
  const all = matching?.selected;
  const total =
    matching && (matching.exact ? formatNumber(matching.total) : `more than ${formatNumber(matching.total)}`);
  return (
    <div
      role="region"
      aria-label="Selection"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-indigo-200 bg-indigo-50 px-4 py-2 text-sm dark:border-indigo-900/60 dark:bg-indigo-950/40"
    >
      <p className="font-medium text-indigo-900 dark:text-indigo-200" aria-live="polite">
        {all ? `All ${total} matching suppressions are selected` : `${formatNumber(count)} selected`}
      </p>
      {matching && !all && (
        <Button size="sm" variant="ghost" onClick={matching.onSelect}>
          Select all {total} matching
        </Button>
      )}
      <div className="ml-auto flex gap-2">
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={() =>
            all ? matching.onRemove({ count: matching.total, exact: matching.exact }) : onRemove()
          }
        >
          {all ? 'Remove all matching' : 'Remove selected'}
        </Button>
      </div>
    </div>
  );
}
