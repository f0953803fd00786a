import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

/** Shown while rows are selected: how many (across pages) and what can be done with them. */
export function SelectionBar({
  count,
  onRemove,
  onClear,
}: {
  count: number;
  onRemove: () => void;
  onClear: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Selection"
      className="flex flex-wrap items-center gap-3 border-b border-indigo-200 bg-indigo-50 px-4 py-2 text-sm dark:border-indigo-900/60 dark:bg-indigo-950/40"
    >
      <p className="font-medium text-indigo-900 dark:text-indigo-200">{formatNumber(count)} selected</p>
      <div className="ml-auto flex gap-2">
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
        <Button size="sm" variant="danger" onClick={onRemove}>
          Remove selected
        </Button>
      </div>
    </div>
  );
}
