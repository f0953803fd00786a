import { useDeferredValue, useEffect } from 'react';
import type { MatchingSelection } from '../components/selection-bar';
import type { ListView } from '../lib/list-view';
import type { RowFocus } from './use-row-focus';
import type { RowSelection } from './use-row-selection';
import { useReasonCounts } from './use-reason-counts';
import { useSuppressionList } from './use-suppression-list';

type MatchingChoice = Omit<MatchingSelection, 'total' | 'exact'>;

/**
 * The list's page for `view` (whatever the service can do), its per-reason counts, the "all N
 * matching" offer, and the rows focus follows as they go and come back.
 */
export function useListData(
  view: ListView,
  {
    selection,
    rowFocus,
    allMatching,
  }: { selection: RowSelection; rowFocus: RowFocus; allMatching: MatchingChoice },
) {
  const result = useSuppressionList(view);
  // `known` waits for this view's own page, not the previous one still shown while it loads.
  const counts = useReasonCounts(view.q, result.mode, {
    known: result.data !== undefined && !result.isUpdating,
  });
  // The table's first appearance is the heaviest render here: deferred, React renders it as a
  // transition, in short slices, while the skeleton stays up. Later changes (paging, an optimistic
  // removal) show at once.
  const shown = useDeferredValue(result.data !== undefined);
  const data = shown ? result.data : undefined;
  const pageRows = data?.suppressions;
  // Focus follows rows as they go (a removal) and come back (Undo).
  useEffect(() => {
    if (pageRows) rowFocus.setRows(pageRows.map((row) => row.email));
  }, [pageRows, rowFocus]);

  const wholePageSelected =
    pageRows !== undefined && pageRows.length > 0 && pageRows.every((row) => selection.selected.has(row.id));
  // Offered once the whole page is ticked and the filter holds more. A paging service removes the
  // filter itself (an extension); a service that sent the whole list has every match here already,
  // so they are simply selected and removed one by one like any selection.
  const more = wholePageSelected && data && data.total > pageRows.length;
  const matching: MatchingSelection | undefined =
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
  return { result, data, counts, matching };
}
