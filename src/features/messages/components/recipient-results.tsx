import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messageStatuses, type MessageStatus } from '@/contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { inputClasses } from '@/components/ui/field';
import { useExtensionRefused } from '@/lib/capabilities';
import { cn } from '@/lib/cn';
import { messageQueries, type MessageListParams } from '../api/message-queries';
import { statusMeta } from '../lib/message-status';
import { MessageList, MessageListSkeleton } from './message-list';
import { RecipientEvents } from './recipient-events';
import { SuppressionStatus } from './suppression-status';
import { cardClasses } from '@/components/ui/card';

interface RecipientResultsProps {
  params: MessageListParams;
  onChange: (patch: { status?: MessageStatus[] | null; cursor?: string | null }) => void;
}

/** A recipient's messages, newest first, each opening its timeline; the cursor lives in the URL. */
export function RecipientResults({ params, onChange }: RecipientResultsProps) {
  const query = useQuery({
    ...messageQueries.list(params),
    // Paging within one recipient keeps the rows in place; another recipient starts empty.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].to === params.to ? keepPreviousData(previous) : undefined,
  });
  const next = query.data?.next_cursor ?? null;
  const missing = useExtensionRefused('listMessages');

  return (
    <section aria-labelledby="results-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="results-heading" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          Messages to <span className="break-all">{params.to}</span>
          <span className="font-normal text-zinc-500 dark:text-zinc-400"> · newest first</span>
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor="status-filter" className="text-sm text-zinc-600 dark:text-zinc-400">
            Status
          </label>
          <select
            id="status-filter"
            value={params.status ?? ''}
            onChange={(e) => {
              const status = messageStatuses.find((s) => s === e.target.value);
              onChange({ status: status ? [status] : null, cursor: null });
            }}
            className={cn(inputClasses, 'h-8 w-auto py-0 pr-8')}
          >
            <option value="">Any status</option>
            {messageStatuses.map((s) => (
              <option key={s} value={s}>
                {statusMeta[s].label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <SuppressionStatus email={params.to} />
      <div className={cn(cardClasses({ padding: 'none' }), 'overflow-hidden')}>
        {query.isPending ? (
          <MessageListSkeleton />
        ) : missing && query.isError ? (
          <p className="p-4 text-sm text-zinc-600 dark:text-zinc-400">
            This service doesn't list messages by recipient. Look the message up by its ID instead.
          </p>
        ) : query.isError ? (
          <QueryErrorState className="m-4" query={query} title="Couldn't list this recipient's messages" />
        ) : query.data.messages.length === 0 ? (
          <EmptyState
            className="m-4 border-none"
            title={
              params.status
                ? `No ${statusMeta[params.status as MessageStatus].label.toLowerCase()} messages to this address`
                : 'No messages to this address'
            }
            description={
              params.cursor
                ? 'There are no older messages.'
                : 'The service has no messages to this recipient. Check the spelling, or look up by message ID.'
            }
            action={
              params.status ? (
                <Button size="sm" onClick={() => onChange({ status: null, cursor: null })}>
                  Show every status
                </Button>
              ) : undefined
            }
          />
        ) : (
          <MessageList
            label={`Messages to ${params.to}`}
            messages={query.data.messages}
            stale={query.isPlaceholderData}
          />
        )}
      </div>
      {query.data && (params.cursor || next) && (
        <Pager
          hasPrevious={!!params.cursor}
          hasNext={!!next}
          onPrevious={() => onChange({ cursor: null })}
          onNext={() => next && onChange({ cursor: next })}
          previousLabel="Newest"
          nextLabel="Older messages"
        />
      )}
      {query.data && query.data.messages.length > 0 && <RecipientEvents messages={query.data.messages} />}
    </section>
  );
}
