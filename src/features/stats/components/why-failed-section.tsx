import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from '@/components/ui/link';
import type { BounceGrouping, StatsBouncesData } from '@/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isUnsupported, useExtensionRefused } from '@/lib/capabilities';
import { cn } from '@/lib/cn';
import { formatNumber, formatPercent } from '@/lib/format';
import { useNearViewport } from '@/lib/use-near-viewport';
import { statsQueries, type StatsFilter } from '../api/stats-queries';
import { activityLogLink } from '../failure-links';
import { formatRange } from '../range';
import { ToggleGroup } from './toggle-group';
import { TopReasonsTable } from './top-reasons-table';

// Recharts, loaded on demand like the daily charts: out of the page's first load.
const FailureClassChart = lazy(() => import('./failure-class-chart'));

const groupings: { value: BounceGrouping; label: string }[] = [
  { value: 'class', label: 'Class' },
  { value: 'provider', label: 'Mailbox provider' },
  { value: 'recipient_domain', label: 'Recipient domain' },
];

// Underlined: a link inside a sentence must not be told apart by its colour alone.
const link = 'font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300';

/**
 * "Why mail failed" (extension `/stats/bounces`): classes over time, how much of it was on the
 * sender's side, and the top replies, each a way into the activity log. Fetched once it nears the
 * viewport (it sits below the charts); against a service without it, one quiet sentence.
 */
export function WhyFailedSection({
  filter,
  groupBy,
  onGroupBy,
}: {
  filter: StatsFilter;
  groupBy: BounceGrouping;
  onGroupBy: (by: BounceGrouping) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  // An alert's link (`#why-failed`) lands here rather than at the top of the page.
  useEffect(() => {
    if (window.location.hash === '#why-failed') ref.current?.scrollIntoView();
  }, []);
  const refused = useExtensionRefused('statsBounces');
  const query = useQuery({
    ...statsQueries.bounces(filter, groupBy),
    enabled: near && !refused,
    placeholderData: keepPreviousData,
  });
  const unsupported = refused || isUnsupported(query.error);
  const { data } = query;

  return (
    <section ref={ref} id="why-failed" aria-labelledby="why-failed-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="why-failed-heading" className="text-base font-semibold">
          Why mail failed
        </h2>
        {!unsupported && (
          <ToggleGroup
            label="Break failures down by"
            options={groupings}
            value={groupBy}
            onChange={onGroupBy}
          />
        )}
      </div>
      {filter.stream && !unsupported && (
        // Said, so the numbers below are not read as the chosen stream's.
        <p className="-mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          Failures of every stream: this breakdown is not kept per stream.
        </p>
      )}
      {unsupported ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          This service does not report why mail failed: it has no statistics by bounce class.
        </p>
      ) : query.error && !data ? (
        <QueryErrorState query={query} title="Couldn't load why mail failed" />
      ) : !data ? (
        <div role="status" aria-label="Loading why mail failed" className="flex flex-col gap-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-60 w-full" />
        </div>
      ) : (
        <div
          aria-busy={query.isPlaceholderData || undefined}
          className={cn('flex flex-col gap-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}
        >
          <FailureReport data={data} filter={filter} />
        </div>
      )}
    </section>
  );
}

function FailureReport({ data, filter }: { data: StatsBouncesData; filter: StatsFilter }) {
  const { by_side } = data.totals;
  const total = Object.values(by_side).reduce((a, b) => a + b, 0);
  const scope = { from: data.from, to: data.to, domainId: filter.domainId };
  if (total === 0)
    return (
      <EmptyState
        title="No failures in this range"
        description={`No bounce, deferral or failure was recorded in ${formatRange(data)} (UTC).`}
      />
    );
  return (
    <>
      <SenderShare
        bySide={by_side}
        total={total}
        senderLink={activityLogLink(scope, { bounceSide: 'sender' })}
      />
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <FailureClassChart days={data.days} />
      </Suspense>
      <h3 className="text-sm font-semibold">Top reasons</h3>
      <TopReasonsTable data={data} scope={scope} />
    </>
  );
}

function SenderShare({
  bySide,
  total,
  senderLink,
}: {
  bySide: StatsBouncesData['totals']['by_side'];
  total: number;
  senderLink: string;
}) {
  const share = bySide.sender / total;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium">
        {bySide.sender > 0 ? (
          <>
            {formatPercent(share, share >= 0.1 ? 0 : undefined)} of failures were on your side: fix these, not
            your list.{' '}
            <Link to={senderLink} className={link}>
              Show those messages
            </Link>
          </>
        ) : (
          'None of the failures were on your side: your setup and reputation were not the problem.'
        )}
      </p>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {formatNumber(total)} failed attempts: {formatNumber(bySide.sender)} on your side,{' '}
        {formatNumber(bySide.recipient)} on the recipient's, {formatNumber(bySide.temporary)} temporary,{' '}
        {formatNumber(bySide.unknown)} unclassified. A message deferred twice then bounced counts three times.
      </p>
    </div>
  );
}
