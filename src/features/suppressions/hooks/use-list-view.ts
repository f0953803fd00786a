import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useExtension } from '@/lib/capabilities';
import { usePageState, type StatePatch } from '@/lib/page-state/page-state';
import { suppressionsPageState } from '@/lib/page-state/suppressions';
import { requestPageEarly } from '../api/prefetch-suppressions-page';
import { listParams, parseListView } from '../lib/list-view';

/** Cursors of the pages before this one, kept in the history entry: Back and reload keep them. */
interface PagingState {
  cursors: string[];
}
const readCursors = (state: unknown): string[] => {
  const cursors = (state as Partial<PagingState> | null)?.cursors;
  return Array.isArray(cursors) ? cursors.filter((c): c is string => typeof c === 'string') : [];
};

/**
 * The list's view from the URL (`?q=…&reason=…&bounce_side=…&order=…&limit=…&cursor=…`) and the moves on it.
 * Changing the filter, sort or page size starts again at the first page. Keyset cursors only go
 * forward, so "previous" pops a stack of earlier cursors stored with the history entry.
 */
export function useListView() {
  const [url, update] = usePageState(suppressionsPageState);
  const location = useLocation();
  const previous = readCursors(location.state);

  // The bounce filters hold until the service is known not to have each (they stay in the URL).
  const byClass = useExtension('listSuppressions.bounce_class', 'try');
  const bySide = useExtension('listSuppressions.bounce_side', 'try');
  const { q, reason, bounce_class, bounce_side, order, limit, cursor } = url;
  const view = useMemo(
    () => parseListView({ q, reason, bounce_class, bounce_side, order, limit, cursor }, { byClass, bySide }),
    [q, reason, bounce_class, bounce_side, order, limit, cursor, byClass, bySide],
  );

  const client = useQueryClient();
  const setFilter = useCallback(
    (patch: Omit<StatePatch<typeof suppressionsPageState.shape>, 'cursor'>, replace = false) => {
      const next = update({ ...patch, cursor: null }, { replace });
      // React renders the new address later: its page is asked for now.
      requestPageEarly(client, listParams(parseListView(next, { byClass, bySide })));
    },
    [update, client, byClass, bySide],
  );

  const goToCursor = (next: string | undefined, cursors: string[]) =>
    update({ cursor: next ?? null }, { state: { cursors } satisfies PagingState });

  return {
    view,
    /** Which bounce filters to offer: hidden once the service is known not to have them. */
    bounceSupport: { byClass, bySide },
    setFilter,
    /** Zero-based; unknown (null) when a shared link opened a later page without its history. */
    pageIndex: view.cursor && previous.length === 0 ? null : previous.length,
    hasPrevious: view.cursor !== undefined,
    next: (nextCursor: string) => goToCursor(nextCursor, [...previous, view.cursor ?? '']),
    previous: () => goToCursor(previous.at(-1) || undefined, previous.slice(0, -1)),
    first: () => goToCursor(undefined, []),
  };
}
