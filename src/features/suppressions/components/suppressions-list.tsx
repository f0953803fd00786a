import { ErrorState } from '@/components/ui/error-state';
import { useLacks } from '@/lib/permissions';
import type { SuppressionsPageController } from '../hooks/use-suppressions-page';
import { isSenderSideView } from '../lib/list-view';
import { EmptyList, NoMatches, PageEmptied } from './list-states';
import { ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';
import { SelectionBar } from './selection-bar';
import { SenderSideReview } from './sender-side-review';
import { SuppressionsTable } from './suppressions-table';
import { cardClasses } from '@/components/ui/card';

/** The list card: search and filters, the table (with its loading, empty and error rows), paging. */
export function SuppressionsList({ page }: { page: SuppressionsPageController }) {
  const { list, selection, rowFocus, filtered } = page;
  // A role that may only read the list gets it without selection and removal.
  const canManage = !useLacks('suppressions.manage');
  const { view, setFilter } = list;
  const { result, data, counts, matching } = page.listData;
  // A service that answers the whole list is searched here, without the bounce filters.
  const bounceSupport = result.mode === 'client' ? { byClass: false, bySide: false } : list.bounceSupport;

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
    <EmptyList {...(canManage ? { onAdd: () => page.add(), onImport: page.startImport } : {})} />
  );

  return (
    <section aria-labelledby="suppression-list-heading" className={cardClasses({ padding: 'none' })}>
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
        searchRef={page.searchRef}
        counts={counts}
        total={data?.total}
        totalExact={data?.total_exact}
        fetching={result.isFetching && data !== undefined}
        bounceSupport={bounceSupport}
      />
      {canManage && result.mode === 'server' && isSenderSideView(view) && (
        <SenderSideReview
          total={data ? { count: data.total, exact: data.total_exact !== false } : undefined}
          onRemoveAll={page.removeAllMatching}
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
      {canManage && selection.rows.length > 0 && (
        <SelectionBar
          count={selection.rows.length}
          matching={matching}
          onRemove={page.removeSelected}
          onClear={selection.clear}
        />
      )}
      <SuppressionsTable
        rows={data?.suppressions ?? []}
        status={{
          loading: !data && !result.error,
          loadingLabel: 'Loading suppressions',
          busy: result.isUpdating,
          error: firstError,
          empty,
        }}
        selection={selection}
        onRemove={canManage ? page.removeRow : undefined}
        onOpen={page.openRow}
        rowFocus={rowFocus}
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
          onPageSize={(limit) => setFilter({ limit })}
          busy={result.isUpdating}
        />
      )}
    </section>
  );
}
