import { inputClasses } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { pageSizes } from '../lib/list-view';

interface PaginationProps {
  /** Zero-based, or null when a shared link opened a later page without its history. */
  pageIndex: number | null;
  pageSize: number;
  shown: number;
  total: number;
  hasPrevious: boolean;
  nextCursor: string | null | undefined;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
  onPageSize: (size: number) => void;
  busy: boolean;
}

export function Pagination({
  pageIndex,
  pageSize,
  shown,
  total,
  hasPrevious,
  nextCursor,
  onPrevious,
  onNext,
  onPageSize,
  busy,
}: PaginationProps) {
  const from = pageIndex === null ? null : pageIndex * pageSize + 1;
  const range =
    from === null || shown === 0
      ? `${formatNumber(shown)} shown of ${formatNumber(total)}`
      : `${formatNumber(from)}–${formatNumber(from + shown - 1)} of ${formatNumber(total)}`;
  return (
    <Pager
      className="border-t border-zinc-200 px-4 py-3 dark:border-zinc-800"
      status={range}
      hasPrevious={hasPrevious}
      hasNext={!!nextCursor}
      onPrevious={onPrevious}
      onNext={() => nextCursor && onNext(nextCursor)}
      busy={busy}
    >
      <label className="flex items-center gap-2 whitespace-nowrap text-zinc-600 dark:text-zinc-400">
        Rows per page
        <select
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className={cn(inputClasses, 'h-8 w-20 py-0 pr-7 pl-2')}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {formatNumber(size)}
            </option>
          ))}
        </select>
      </label>
    </Pager>
  );
}
