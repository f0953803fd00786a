import type { RefObject } from 'react';
import {
  suppressionOrders,
  suppressionReasons,
  type SuppressionOrder,
  type SuppressionReason,
} from '@/contract';
import { inputClasses } from '@/components/ui/field';
import { Spinner } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { useListView } from '../hooks/use-list-view';
import { orderLabels, type ListView } from '../lib/list-view';
import type { ReasonCounts } from '../lib/reasons';
import { MatchCount } from './match-count';
import { ReasonFilter } from './reason-filter';
import { SearchBox } from './search-box';

/** The exact total the reason chips add up to, when none of the reasons shown stopped at a cap. */
function countedByReason(counts: ReasonCounts | undefined, selected: readonly SuppressionReason[]) {
  if (!counts) return undefined;
  const reasons = selected.length ? selected : suppressionReasons;
  if (reasons.some((r) => counts.capped?.includes(r))) return undefined;
  return reasons.reduce((sum, r) => sum + counts[r], 0);
}

interface ListToolbarProps {
  view: ListView;
  setFilter: ReturnType<typeof useListView>['setFilter'];
  searchRef: RefObject<HTMLInputElement | null>;
  counts: ReasonCounts | undefined;
  total: number | undefined;
  /** False when the service counted the search only up to `total`. */
  totalExact?: boolean | undefined;
  /** A refresh or a new page is on its way. */
  fetching: boolean;
}

/** Search, sort, reason chips and the total: everything here lives in the URL. */
export function ListToolbar({
  view,
  setFilter,
  searchRef,
  counts,
  total,
  totalExact,
  fetching,
}: ListToolbarProps) {
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
            <MatchCount
              view={view}
              total={total}
              exact={totalExact !== false}
              countedByReason={countedByReason(counts, view.reasons)}
            />
          )}
        </p>
      </div>
    </div>
  );
}
