import type { RefObject } from 'react';
import { suppressionOrders, type Suppression, type SuppressionOrder } from '@/contract';
import { ErrorState } from '@/components/ui/error-state';
import { inputClasses } from '@/components/ui/field';
import { Spinner } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import type { useListView } from '../hooks/use-list-view';
import type { RowSelection } from '../hooks/use-row-selection';
import { useReasonCounts } from '../hooks/use-reason-counts';
import { useSuppressionList } from '../hooks/use-suppression-list';
import { orderLabels } from '../lib/list-view';
import { EmptyList, NoMatches, PageEmptied } from './list-states';
import { Pagination } from './pagination';
import { ReasonFilter } from './reason-filter';
import { SearchBox } from './search-box';
import { SelectionBar } from './selection-bar';
import { SuppressionsTable } from './suppressions-table';
import { TableSkeleton } from './table-skeleton';

interface SuppressionsListProps {
  list: ReturnType<typeof useListView>;
  selection: RowSelection;
  searchRef: RefObject<HTMLInputElement | null>;
  onRemove: (row: Suppression) => void;
  onBulkRemove: () => void;
  onAdd: () => void;
  onImport: () => void;
}

/** The list card: search and filters, the table (or its loading, empty and error states), paging. */
export function SuppressionsList({
  list,
  selection,
  searchRef,
  onRemove,
  onBulkRemove,
  onAdd,
  onImport,
}: SuppressionsListProps) {
  const { view, setFilter } = list;
  const result = useSuppressionList(view);
  const counts = useReasonCounts(view.q, result.mode, { known: result.data !== undefined });
  const filtered = view.q !== '' || view.reasons.length > 0;
  const data = result.data;
  const total = data?.total;

  let body;
  if (result.isPending) body = <TableSkeleton />;
  else if (!data) {
    body = (
      <ErrorState
        className="m-4"
        error={result.error}
        title="Couldn't load suppressions"
        onRetry={result.refetch}
        retrying={result.isFetching}
      />
    );
  } else if (data.suppressions.length === 0 && view.cursor) {
    body = <PageEmptied onFirst={list.first} />;
  } else if (data.suppressions.length === 0) {
    body = filtered ? (
      <NoMatches query={view.q} onClear={() => setFilter({ q: null, reason: null })} />
    ) : (
      <EmptyList onAdd={onAdd} onImport={onImport} />
    );
  } else {
    body = (
      <SuppressionsTable
        rows={data.suppressions}
        selection={selection}
        onRemove={onRemove}
        busy={result.isUpdating}
      />
    );
  }

  return (
    <section
      aria-label="Suppression list"
      className="rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900/40"
    >
      <div className="flex flex-col gap-3 border-b border-zinc-200 p-3 sm:p-4 dark:border-zinc-800">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchBox value={view.q} inputRef={searchRef} onSearch={(q) => setFilter({ q }, true)} />
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
            {result.isFetching && data && <Spinner size="sm" className="text-zinc-400" />}
            {total !== undefined && (
              <span>
                <strong className="font-semibold text-zinc-900 dark:text-zinc-100">
                  {formatNumber(total)}
                </strong>{' '}
                {filtered
                  ? total === 1
                    ? 'match'
                    : 'matches'
                  : total === 1
                    ? 'suppression'
                    : 'suppressions'}
              </span>
            )}
          </p>
        </div>
      </div>
      {result.error && data && (
        <ErrorState
          className="m-4"
          error={result.error}
          title="Couldn't load this page"
          onRetry={result.refetch}
          retrying={result.isFetching}
        />
      )}
      {result.mode === 'client' && (
        <p className="border-b border-zinc-200 bg-zinc-50 px-4 py-2 text-xs text-zinc-500 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400">
          This service sends the whole list at once; search, sorting and paging happen in your browser.
        </p>
      )}
      {selection.rows.length > 0 && (
        <SelectionBar count={selection.rows.length} onRemove={onBulkRemove} onClear={selection.clear} />
      )}
      {body}
      {data && (data.suppressions.length > 0 || view.cursor) && (
        <Pagination
          pageIndex={list.pageIndex}
          pageSize={view.limit}
          shown={data.suppressions.length}
          total={data.total}
          hasPrevious={list.hasPrevious}
          nextCursor={data.next_cursor}
          onPrevious={list.previous}
          onNext={list.next}
          onPageSize={(size) => setFilter({ limit: String(size) })}
          busy={result.isUpdating}
        />
      )}
    </section>
  );
}
