import type { RefObject } from 'react';
import { suppressionOrders, type SuppressionOrder, type SuppressionReason } from '@/contract';
import { inputClasses } from '@/components/ui/field';
import { Spinner } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import type { useListView } from '../hooks/use-list-view';
import { orderLabels, type ListView } from '../lib/list-view';
import { ReasonFilter } from './reason-filter';
import { SearchBox } from './search-box';

interface ListToolbarProps {
  view: ListView;
  setFilter: ReturnType<typeof useListView>['setFilter'];
  searchRef: RefObject<HTMLInputElement | null>;
  counts: Record<SuppressionReason, number> | undefined;
  total: number | undefined;
  /** A refresh or a new page is on its way. */
  fetching: boolean;
}

/** Search, sort, reason chips and the total: everything here lives in the URL. */
export function ListToolbar({ view, setFilter, searchRef, counts, total, fetching }: ListToolbarProps) {
  const filtered = view.q !== '' || view.reasons.length > 0;
  return (
    <div className="flex flex-col gap-3 border-b border-zinc-200 p-3 sm:p-4 dark:border-zinc-800">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchBox
          value={view.q}
          inputRef={searchRef}
          busy={fetching}
          onSearch={(q) => setFilter({ q }, true)}
        />
        <label className="flex items-center gap-2 text-sm text-zinc-600 sm:ml-auto dark:text-zinc-400">
          Sort
          <select
            value={view.order}
            onChange={(event) => setFilter({ order: event.target.value as SuppressionOrder })}
            className={cn(inputClasses, 'h-9 w-auto pr-8')}
          >
            {suppressionOrders.map((order) => (
              <option key={order} value={order}>
                {orderLabels[order]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ReasonFilter
          selected={view.reasons}
          counts={counts}
          onChange={(reasons) => setFilter({ reason: reasons.join(',') })}
        />
        <p
          aria-live="polite"
          className="flex items-center gap-2 text-sm text-zinc-600 tabular-nums dark:text-zinc-400"
        >
          {fetching && <Spinner size="sm" className="text-zinc-400" />}
          {total !== undefined && (
            <span>
              <strong className="font-semibold text-zinc-900 dark:text-zinc-100">
                {formatNumber(total)}
              </strong>{' '}
              {filtered ? (total === 1 ? 'match' : 'matches') : total === 1 ? 'suppression' : 'suppressions'}
            </span>
          )}
        </p>
      </div>
    </div>
  );
}
