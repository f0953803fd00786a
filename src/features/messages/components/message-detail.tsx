import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { isNotFound } from '@/lib/capabilities';
import { failureOutcome, newestFailureClassification } from '@/lib/failure-story';
import { usePageState } from '@/lib/page-state/page-state';
import { messagePageState } from '@/lib/page-state/messages';
import { messageQueries } from '../api/message-queries';
import { isFinalStatus } from '../lib/message-status';
import { rememberLookup } from '../lib/recent-lookups';
import { BackToActivity } from './back-to-activity';
import { DetailSkeleton } from './detail-skeleton';
import { FollowNote } from './follow-note';
import { EventTimeline } from './event-timeline';
import { MessageNotFound } from './message-not-found';
import { MessageOverview } from './message-overview';
import { MessageHeaders } from './message-headers';
import { MessageProperties } from './message-properties';
import { RawJson } from './raw-json';
import { RefreshFailed } from './refresh-failed';
import { SuppressionStatus, useSuppressedNow } from './suppression-status';
import { formatNumber } from '@/lib/format';
import { cardClasses } from '@/components/ui/card';

export function MessageDetail({ id }: { id: string }) {
  const query = useQuery(messageQueries.detail(id));
  const [{ view }, setView] = usePageState(messagePageState);
  const found = query.data !== undefined;
  // Whether a hard bounce's address is still on the list (the panel's own query, shared).
  const suppressed = useSuppressedNow(query.data?.message.to);
  useEffect(() => {
    if (!found) return;
    rememberLookup(id);
    // A message opened: its subject takes the focus, so a screen reader says which one and the
    // keyboard starts from it (Esc still goes back to the activity log).
    document.getElementById('message-subject')?.focus();
  }, [found, id]);

  if (query.isPending) return <DetailSkeleton />;
  if (!query.data) {
    if (isNotFound(query.error)) return <MessageNotFound id={id} />;
    return <QueryErrorState query={query} title="Couldn't load this message" />;
  }

  const { message, events, raw } = query.data;
  const live = !isFinalStatus(message.status);
  const showRaw = view === 'raw';
  const suppressible = message.status === 'hard_bounced' || message.status === 'complained';
  const outcome = failureOutcome(message.status, suppressed);

  return (
    <article aria-labelledby="message-subject" className="flex flex-col gap-6">
      <BackToActivity />
      <MessageOverview
        message={message}
        events={events}
        live={live}
        outcome={outcome}
        className={cardClasses({ padding: 'none' })}
      />
      {message.to && (
        <SuppressionStatus
          email={message.to}
          explainWithoutAdmin={suppressible}
          askAgainOn={message.status}
          classification={newestFailureClassification(message, events)}
        />
      )}
      {query.isError && (
        <RefreshFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="timeline-heading" className={cardClasses({ padding: 'lg' })}>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-2">
            <h2 id="timeline-heading" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
              Timeline{' '}
              <span className="font-normal text-zinc-500 dark:text-zinc-400">
                · {formatNumber(events.length)} event{events.length === 1 ? '' : 's'}
              </span>
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              {!live && (
                <FollowNote
                  message={message}
                  onRefresh={() => void query.refetch()}
                  refreshing={query.isRefetching}
                />
              )}
              <Button
                size="sm"
                aria-pressed={showRaw}
                onClick={() => setView({ view: showRaw ? null : 'raw' }, { replace: true })}
              >
                Raw JSON
              </Button>
            </div>
          </div>
          {showRaw ? (
            <RawJson id={message.id} raw={raw} />
          ) : (
            <EventTimeline events={events} outcome={outcome} domainId={message.domain_id} />
          )}
        </section>
        <aside aria-label="Message details" className="flex flex-col gap-4">
          <section aria-labelledby="details-heading" className={cardClasses({ padding: 'lg' })}>
            <h2 id="details-heading" className="mb-3 text-sm font-semibold text-zinc-900 dark:text-zinc-100">
              Details
            </h2>
            <MessageProperties message={message} />
          </section>
          <MessageHeaders message={message} />
        </aside>
      </div>
    </article>
  );
}
