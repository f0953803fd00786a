import { useDeferredValue, useEffect, type RefObject } from 'react';
import type { Suppression } from '@/contract';
import { ErrorState } from '@/components/ui/error-state';
import type { useListView } from '../hooks/use-list-view';
import type { RowFocus } from '../hooks/use-row-focus';
import type { RowSelection } from '../hooks/use-row-selection';
import { useReasonCounts } from '../hooks/use-reason-counts';
import { useSuppressionList } from '../hooks/use-suppression-list';
import { EmptyList, NoMatches, PageEmptied } from './list-states';
import { Pagination } from './pagination';
import { ListToolbar } from './list-toolbar';
import { SelectionBar, type MatchingSelection } from './selection-bar';
import { SenderSideReview } from './sender-side-review';
import { SuppressionsTable } from './suppressions-table';
import { byBounce, isSenderSideView } from '../lib/list-view';

interface SuppressionsListProps {
  list: ReturnType<typeof useListView>;
  selection: RowSelection;
  searchRef: RefObject<HTMLInputElement | null>;
  onRemove: (row: Suppression) => void;
  onOpen: (row: Suppression) => void;
  rowFocus: RowFocus;
  onBulkRemove: () => void;
  /** Everything the filter matches, beyond the page: on a service that pages and searches. */
  allMatching: Omit<MatchingSelection, 'total' | 'exact'> | null;
  onAdd: () => void;
  onImport: () => void;
}

/** The list card: search and filters, the table (with its loading, empty and error rows), paging. */
export function SuppressionsList({
  list,
  selection,
  searchRef,
  onRemove,
  onOpen,
  rowFocus,
  onBulkRemove,
  allMatching,
  onAdd,
  onImport,
}: SuppressionsListProps) {
  const { view, setFilter } = list;
  const result = useSuppressionList(view);
  // `known` waits for this view's own page, not the previous one still shown while it loads.
  const counts = useReasonCounts(view.q, result.mode, {
    known: result.data !== undefined && !result.isUpdating,
  });
  const filtered = view.q !== '' || view.reason.length > 0 || byBounce(view);
  // A service that answers the whole list is searched here, without the bounce filters.
  const bounceSupport = result.mode === 'client' ? { byClass: false, bySide: false } : list.bounceSupport;
  // The table's first appearance is the heaviest render here: deferred, React renders it as a
  // transition, in short slices, while the skeleton stays up. Later changes (paging, an optimistic
  // removal) show at once.
  const shown = useDeferredValue(result.data !== undefined);
  const data = shown ? result.data : undefined;
  const total = data?.total;
  const pageRows = data?.suppressions ?? [];
  const wholePageSelected = pageRows.length > 0 && pageRows.every((row) => selection.selected.has(row.id));
  // Offered once the whole page is ticked and the filter holds more. A paging service removes the
  // filter itself (an extension); a service that sent the whole list has every match here already,
  // so they are simply selected and removed one by one like any selection.
  const more = allMatching && wholePageSelected && data && data.total > pageRows.length;
  const matching =
    !more || !data
      ? undefined
      : result.mode === 'server'
        ? { ...allMatching, total: data.total, exact: data.total_exact !== false }
        : selection.rows.length < data.total
          ? {
              ...allMatching,
              selected: false,
              total: data.total,
              exact: true,
              onSelect: () => selection.setMany(result.matches ?? [], true),
            }
          : undefined;
  const shownRows = data?.suppressions;
  // Focus follows rows as they go (a removal) and come back (Undo).
  useEffect(() => {
    if (shownRows) rowFocus.setRows(shownRows.map((row) => row.email));
  }, [shownRows, rowFocus]);

  const firstError =
    !data && result.error ? (
      <ErrorState
        error={result.error}
        title="Couldn't load suppressions"
        onRetry={result.refetch}
        retrying={result.isFetching}
      />
    ) : undefined;
  const empty = view.cursor ? (
    <PageEmptied onFirst={list.first} />
  ) : filtered ? (
    <NoMatches
      query={view.q}
      onClear={() => setFilter({ q: null, reason: null, bounce_class: null, bounce_side: null })}
    />
  ) : (
    <EmptyList onAdd={onAdd} onImport={onImport} />
  );

  return (
    <section
      aria-labelledby="suppression-list-heading"
      className="rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900/40"
    >
      {/* Where focus goes when the last row on screen is removed; shown while it has focus. */}
      <h2
        id="suppression-list-heading"
        ref={(element) => rowFocus.registerHeading(element)}
        tabIndex={-1}
        className="sr-only px-4 pt-3 text-sm font-semibold text-zinc-900 focus:not-sr-only focus:block focus:outline-none dark:text-zinc-100"
      >
        Suppression list
      </h2>
      <ListToolbar
        view={view}
        setFilter={setFilter}
        searchRef={searchRef}
        counts={counts}
        total={total}
        totalExact={data?.total_exact}
        fetching={result.isFetching && data !== undefined}
        bounceSupport={bounceSupport}
      />
      {result.mode === 'server' && isSenderSideView(view) && (
        <SenderSideReview
          total={data ? { count: data.total, exact: data.total_exact !== false } : undefined}
          onRemoveAll={allMatching?.onRemove}
        />
      )}
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
        <SelectionBar
          count={selection.rows.length}
          matching={matching}
          onRemove={onBulkRemove}
          onClear={selection.clear}
        />
      )}
      <SuppressionsTable
        rows={data?.suppressions ?? []}
        loading={!data && !result.error}
        error={firstError}
        empty={empty}
        selection={selection}
        onRemove={onRemove}
        onOpen={onOpen}
        rowFocus={rowFocus}
        busy={result.isUpdating}
      />
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
