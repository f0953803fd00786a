import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { MessageListData } from '@/contract';
import { Pager } from '@/components/ui/pager';
import { EmptyState } from '@/components/ui/empty-state';
import { queryStatus } from '@/components/ui/data-table/query-status';
import { formatNumber } from '@/lib/format';
import { usePageState } from '@/lib/page-state/page-state';
import { messagesPageState } from '@/lib/page-state/messages';
import { useFilterHistory } from '@/lib/url-state';
import { activityQueries } from '../api/activity-queries';
import { messageQueries } from '../api/message-queries';
import { useFieldGate } from '@/lib/capabilities';
import { activityKeys, hasFilters, readActivityFilters } from '../lib/activity-filters';
import { ActivityFilterBar, ClearFiltersButton } from './activity-filter-bar';
import {
  CountExactly,
  HistoryNote,
  rangeBeforeHistory,
  useExactCount,
  useHistoryStart,
} from './activity-history';
import { ActivityTable, type ActivityReturn } from './activity-table';
import { ExportButton } from './export-button';
import { NewMessagesNotice, NewMessagesPlace } from './new-messages-notice';

/** One empty map for every render without domains, so the table's columns stay the same. */
const noDomains: ReadonlyMap<number, string> = new Map();
const clearAll = Object.fromEntries(activityKeys.map((k) => [k, null]));
/** Filters typed into (search boxes, day inputs): a burst of typing is one step back, not one per pause. */
const typedFilters = ['recipient', 'subject', 'id_prefix', 'since', 'until'] as const;
const filterHistoryOptions = { ignore: ['cursor'] };

/** The activity log: every message, newest first, under filters held in the URL. */
export function ActivityExplorer() {
  const [state, update] = usePageState(messagesPageState);
  // Each filter change is a history entry, so Back steps back through them.
  const filterHistory = useFilterHistory(typedFilters, filterHistoryOptions);
  const [now, setNow] = useState(Date.now);
  const { filters, waiting } = readActivityFilters(state, now, useFieldGate('listMessages'));
  const { cursor, ...withoutCursor } = filters;
  const queryClient = useQueryClient();
  const query = useQuery({ ...activityQueries.page(filters), placeholderData: keepPreviousData });
  const domains = useQuery(messageQueries.domains());
  const focusId = (useLocation().state as Partial<ActivityReturn> | null)?.focusId;
  const messages = query.data?.messages ?? [];
  const exact = useExactCount(withoutCursor).data;
  const capped = query.data?.total_exact === false && exact === undefined;
  const total = query.data?.total_exact === false ? (exact ?? query.data.total) : query.data?.total;
  // Remembered across pages: only a first page says where the history starts.
  const [oldestSeen, setOldestSeen] = useState<string | null | undefined>(undefined);
  const oldestAnswer = query.data?.oldest_at;
  if (oldestAnswer !== undefined && oldestAnswer !== oldestSeen) setOldestSeen(oldestAnswer);
  const [missingSeen, setMissingSeen] = useState<MessageListData['missing_days']>(undefined);
  const missingAnswer = query.data?.missing_days;
  if (missingAnswer !== undefined && JSON.stringify(missingAnswer) !== JSON.stringify(missingSeen))
    setMissingSeen(missingAnswer);
  const history = useHistoryStart(oldestSeen);
  const beforeHistory = rangeBeforeHistory(filters, history.oldestAt);

  const showNewest = () => {
    setNow(Date.now());
    update({ cursor: null });
    void queryClient.invalidateQueries({ queryKey: activityQueries.all() });
  };

  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="activity-heading" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          Activity{' '}
          <span className="font-normal text-zinc-500 dark:text-zinc-400">
            · newest first
            {total !== undefined && !cursor && query.data && (
              <>
                {' · '}
                {capped ? `more than ${formatNumber(total)}` : formatNumber(total)}{' '}
                {total === 1 && !capped ? 'message' : 'messages'}
              </>
            )}
          </span>
        </h2>
        {capped && !cursor && <CountExactly filters={withoutCursor} />}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {hasFilters(state) && <ClearFiltersButton onClear={() => update(clearAll)} />}
          <ExportButton filters={withoutCursor} />
        </div>
      </div>
      <ActivityFilterBar state={state} onChange={(patch) => update(patch, filterHistory(patch))} />
      {waiting.length > 0 && (
        <p className="text-xs text-amber-800 dark:text-amber-300">To search, {waiting.join('; ')}.</p>
      )}
      {!cursor &&
        (query.data ? (
          <NewMessagesNotice
            filters={filters}
            top={messages[0] ?? null}
            onShow={showNewest}
            seed={query.isPlaceholderData ? undefined : { data: query.data, updatedAt: query.dataUpdatedAt }}
          />
        ) : (
          <NewMessagesPlace />
        ))}
      <ActivityTable
        key={JSON.stringify(filters)}
        messages={messages}
        domainNames={domains.data ?? noDomains}
        status={queryStatus(query, {
          loadingLabel: 'Loading messages…',
          errorTitle: "Couldn't load the activity log",
          // A failed refresh keeps its last answer, even an empty one: only a first load shows the error.
          answerShown: query.data !== undefined,
          empty: (
            <EmptyState
              className="border-none"
              title={
                beforeHistory
                  ? 'No messages are kept for these days'
                  : hasFilters(state)
                    ? 'No messages match these filters'
                    : 'No messages yet'
              }
              description={
                beforeHistory
                  ? `This range ends before the oldest message kept (${history.oldestDay})${
                      history.retentionDays !== undefined
                        ? `: messages are kept for ${history.retentionDays} days`
                        : ''
                    }. Their daily counts are still in the statistics.`
                  : cursor
                    ? 'There are no older messages.'
                    : hasFilters(state)
                      ? 'Widen the time range or clear a filter.'
                      : 'Messages appear here as soon as they are sent.'
              }
              action={hasFilters(state) ? <ClearFiltersButton onClear={() => update(clearAll)} /> : undefined}
            />
          ),
        })}
        focusId={focusId}
      />
      {query.data && (cursor || query.data.next_cursor) && (
        <Pager
          hasPrevious={!!cursor}
          hasNext={!!query.data.next_cursor}
          onPrevious={() => update({ cursor: null })}
          onNext={() => update({ cursor: query.data.next_cursor })}
          previousLabel="Newest"
          nextLabel="Older messages"
        />
      )}
      {/* Below the list, where "no older messages" is read: it learns the oldest message with the
          first page, and growing above the list would move the rows as they arrive. */}
      <HistoryNote oldestAt={oldestSeen} missing={missingSeen} />
    </section>
  );
}
