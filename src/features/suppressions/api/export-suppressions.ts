import type { Suppression } from '@/contract';
import { csvRow } from '@/lib/csv';
import { filterSuppressions } from '../lib/client-list';
import type { ListFilter } from '../lib/list-view';
import { fetchSuppressionPage, isUnpagedAnswer } from './suppression-api';
import { withRateLimitRetry } from './with-rate-limit-retry';

export const exportHeader = ['email', 'reason', 'created_at'] as const;
const toCsv = (rows: readonly Suppression[]) =>
  rows.map((r) => csvRow([r.email, r.reason, r.created_at])).join('');

/** `suppressions-2026-11-21.csv`, or `suppressions-hard_bounce-2026-11-21.csv` for a filtered list. */
export function exportFileName(filter: ListFilter, now = new Date()): string {
  const date = now.toISOString().slice(0, 10);
  const parts = [
    'suppressions',
    ...filter.reason,
    ...(filter.bounce_side ?? []),
    ...(filter.bounce_class ?? []),
    filter.q ? 'search' : '',
  ].filter(Boolean);
  return `${parts.join('-')}-${date}.csv`;
}

/**
 * The current filter as CSV (the same columns the importer reads back), fetched 1000 rows at a
 * time so progress shows and the service is never asked for everything at once. Cells are
 * escaped against spreadsheet formula injection by csvRow.
 */
export async function exportSuppressions(
  filter: ListFilter,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): Promise<{ parts: string[]; count: number }> {
  const parts = [csvRow(exportHeader)];
  let count = 0;
  let cursor: string | undefined;
  const base = {
    limit: 1000,
    order: filter.order,
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.reason.length ? { reason: filter.reason } : {}),
    ...(filter.bounce_class?.length ? { bounce_class: filter.bounce_class } : {}),
    ...(filter.bounce_side?.length ? { bounce_side: filter.bounce_side } : {}),
  };
  do {
    signal?.throwIfAborted();
    const data = await withRateLimitRetry(
      () => fetchSuppressionPage(cursor ? { ...base, cursor } : base, signal),
      signal,
    );
    // A service that does not page sent everything, unfiltered: filter here, and that's all.
    const rows = isUnpagedAnswer(data) ? filterSuppressions(data.suppressions, filter) : data.suppressions;
    parts.push(toCsv(rows));
    count += rows.length;
    onProgress?.(count, isUnpagedAnswer(data) ? rows.length : Math.max(data.total, count));
    cursor = data.next_cursor ?? undefined;
  } while (cursor);
  return { parts, count };
}
