import type { RefObject } from 'react';
import {
  suppressionOrders,
  suppressionReasons,
  type SuppressionOrder,
  type SuppressionReason,
} from '@/contract';
import { FilterBar, FilterRow } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/skeleton';
import type { useListView } from '../hooks/use-list-view';
import { orderLabels, type BounceFilterSupport, type ListView } from '../lib/list-view';
import { BounceFilter } from './bounce-filter';
import type { ReasonCounts } from '../lib/reasons';
import { MatchCount } from './match-count';
import { ReasonFilter } from './reason-filter';

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
  /** The bounce filters the service may have (hidden once known not to). */
  bounceSupport: BounceFilterSupport;
}

const sortOptions = suppressionOrders.map((order) => ({ value: order, label: orderLabels[order] }));

/**
 * Search, sort, reason chips and the total: everything here lives in the URL. The search goes one
 * at a time while the list loads, and replaces the history entry (see useSearchDraft); / focuses it.
 */
export function ListToolbar({
  view,
  setFilter,
  searchRef,
  counts,
  total,
  totalExact,
  fetching,
  bounceSupport,
}: ListToolbarProps) {
  return (
    <FilterBar
      label="Search and filter suppressions"
      className="border-b border-zinc-200 p-3 sm:p-4 dark:border-zinc-800"
    >
      <FilterRow justify="between">
        <SearchInput
          label="Search"
          hideLabel
          placeholder="Search addresses"
          shortcut="/"
          value={view.q}
          onSearch={(q) => setFilter({ q }, true)}
          busy={fetching}
          inputRef={searchRef}
          className="w-full sm:max-w-sm sm:flex-1"
        />
        <FilterSelect
          label="Sort"
          layout="inline"
          value={view.order}
          onChange={(order) => setFilter({ order: order as SuppressionOrder })}
          options={sortOptions}
        />
      </FilterRow>
      <BounceFilter view={view} support={bounceSupport} onChange={(patch) => setFilter(patch)} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ReasonFilter selected={view.reason} counts={counts} onChange={(reason) => setFilter({ reason })} />
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
              countedByReason={countedByReason(counts, view.reason)}
            />
          )}
        </p>
      </div>
    </FilterBar>
  );
}
