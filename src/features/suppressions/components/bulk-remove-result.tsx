import type { Suppression } from '@/contract';
import { formatNumber } from '@/lib/format';
import type { RemoveManyResult } from '../api/remove-many';

/** Which rows were removed and, by address, which were not and why; those stay selected. */
export function BulkRemoveResult({ result, skipped }: { result: RemoveManyResult; skipped: Suppression[] }) {
  const left = result.failed.length + skipped.length;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="text-zinc-700 dark:text-zinc-300">
        Removed {formatNumber(result.removed.length)}.{' '}
        {left > 0 && (
          <strong className="font-semibold text-red-700 dark:text-red-300">
            {formatNumber(left)} not removed; they stay selected so you can try again.
          </strong>
        )}
      </p>
      {left > 0 && (
        <ul
          aria-label="Not removed"
          className="flex max-h-64 flex-col divide-y divide-zinc-100 overflow-y-auto rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
        >
          {result.failed.map(({ row, error }) => (
            <li key={row.id} className="flex flex-col gap-0.5 px-3 py-2">
              <span className="font-medium text-zinc-900 dark:text-zinc-100">{row.email}</span>
              <span className="text-red-700 dark:text-red-300">{error}</span>
            </li>
          ))}
          {skipped.map((row) => (
            <li key={row.id} className="flex flex-col gap-0.5 px-3 py-2">
              <span className="font-medium text-zinc-900 dark:text-zinc-100">{row.email}</span>
              <span className="text-zinc-500 dark:text-zinc-400">Not tried: cancelled</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
