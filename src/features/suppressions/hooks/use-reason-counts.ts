import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { suppressionReasons, type SuppressionReason } from '@/contract';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { suppressionQueries } from '../api/suppression-queries';
import { filterSuppressions } from '../lib/client-list';
import type { ReasonCounts } from '../lib/reasons';

/**
 * Rows per reason under the current search, for the filter chips. A paging service answers four
 * `limit=1` requests; for one that sends everything, the whole list already here is counted.
 */
const countsPauseMs = 500;

export function useReasonCounts(q: string, mode: 'server' | 'client', { known }: { known: boolean }) {
  // Only once this search's first page has shown the service pages: an unpaged one would send
  // everything four times. And only once that page has stood for a moment with no newer search:
  // four counts per keystroke would queue in front of the next keystroke's page on the service,
  // and the table matters more than the chips. A page that opens with its rows already loaded
  // (prefetched) waits the same moment: the counts come after the page has settled.
  const shownFor = useDebouncedValue(known ? q : null, countsPauseMs, { initial: null });
  const still = known && shownFor === q;
  const server = useQuery({
    ...suppressionQueries.reasonCounts(q),
    enabled: mode === 'server' && known && still,
  });
  const whole = useQuery({ ...suppressionQueries.whole(), enabled: false });
  const local = useMemo(() => {
    if (mode !== 'client' || !whole.data) return undefined;
    const counts: ReasonCounts = Object.fromEntries(suppressionReasons.map((r) => [r, 0])) as Record<
      SuppressionReason,
      number
    >;
    for (const row of filterSuppressions(whole.data.suppressions, { q, reason: [], order: 'email_asc' })) {
      counts[row.reason]++;
    }
    return counts;
  }, [mode, whole.data, q]);
  return mode === 'client' ? local : server.data;
}
