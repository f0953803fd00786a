import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import type { StatsOverview } from '@/contract';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { cn } from '@/lib/cn';
import { statsQueries, type StatsFilter } from '../api/stats-queries';
import { toChartDays } from '../chart-data';
import { useStatsFilter } from '../hooks/use-stats-filter';
import { previousPeriod } from '../range';
import { DailySection, DailySkeleton } from './daily-section';
import { EmptyRange } from './empty-range';
import { FlaggedDays } from './flagged-days';
import { HealthBanner } from './health-banner';
import { InvalidFilter } from './invalid-filter';
import { OverviewCards, OverviewCardsSkeleton } from './overview-cards';
import { RangeSummary } from './range-summary';
import { StatsToolbar } from './stats-toolbar';
import { statsPageMeta } from '../page-meta';

// Never fetched: stands in for the query key while the filter is invalid (the queries are disabled).
const noFilter: StatsFilter = { from: '', to: '' };

const hasMail = (o: StatsOverview) => Object.values(o.counts).some((n) => n > 0);

export function StatsPage() {
  const filter = useStatsFilter();
  const { range, domainId, domainError } = filter;
  const valid = range.ok && !domainError;
  const current: StatsFilter = valid ? { from: range.from, to: range.to, domainId } : noFilter;
  const previous: StatsFilter = valid ? { ...previousPeriod(range), domainId } : noFilter;

  const options = { enabled: valid, placeholderData: keepPreviousData };
  const overview = useQuery({ ...statsQueries.overview(current), ...options });
  const before = useQuery({ ...statsQueries.overview(previous), ...options });
  const daily = useQuery({ ...statsQueries.daily(current), ...options });
  const domains = useQuery(statsQueries.domains());
  const chartDays = useMemo(() => daily.data && toChartDays(daily.data), [daily.data]);
  const criticalDays = chartDays?.filter((d) => d.health.worst === 'critical').length ?? 0;

  // Deltas only between a range and its own previous period, never across a half-loaded pair.
  const paired =
    before.data && before.isPlaceholderData === overview.isPlaceholderData ? before.data : undefined;
  // A period without any mail (before the history starts) makes every change "new": say so once instead.
  const comparable = paired && hasMail(paired) ? paired : undefined;
  const domainName = domains.data?.supported
    ? domains.data.domains.find((d) => d.id === domainId)?.name
    : undefined;
  const stale = overview.isPlaceholderData || daily.isPlaceholderData;
  // The banner and cards are the page's heaviest render after the charts. Deferred, React renders
  // them (and their deltas, when the previous period arrives) in short slices, not one long task.
  const data = useDeferredValue(overview.data);
  const previousShown = useDeferredValue(comparable);
  const empty = data && !overview.isPlaceholderData && !hasMail(data);

  return (
    <>
      <PageHeader {...statsPageMeta} />
      <div className="flex flex-col gap-5">
        <StatsToolbar filter={filter} />
        {!valid ? (
          <InvalidFilter message={range.ok ? domainError! : range.message} filter={filter} />
        ) : (
          <>
            <RangeSummary
              range={range}
              previous={previousPeriod(range)}
              today={filter.today}
              domainName={domainName}
              updating={stale}
            />
            {overview.error && !data ? (
              <ErrorState
                error={overview.error}
                title="Couldn't load the statistics"
                onRetry={() => void overview.refetch()}
                retrying={overview.isFetching}
              />
            ) : !data ? (
              <>
                <OverviewCardsSkeleton />
                <DailySkeleton />
              </>
            ) : empty ? (
              <EmptyRange filter={filter} domainName={domainName} />
            ) : (
              <>
                <div
                  aria-busy={stale || undefined}
                  className={cn('flex flex-col gap-5 transition-opacity', stale && 'opacity-60')}
                >
                  <HealthBanner overview={data} criticalDays={criticalDays}>
                    {chartDays && (
                      <FlaggedDays
                        days={chartDays}
                        singleDay={range.days === 1}
                        onShowDay={(date) => filter.setRange({ from: date, to: date })}
                      />
                    )}
                  </HealthBanner>
                  <OverviewCards
                    current={data}
                    previous={previousShown}
                    comparing={before.isFetching}
                    previousEmpty={paired !== undefined && !comparable}
                  />
                </div>
                <DailySection
                  days={chartDays}
                  rawDays={daily.data}
                  error={daily.error}
                  onRetry={() => void daily.refetch()}
                  retrying={daily.isFetching}
                  stale={daily.isPlaceholderData}
                  view={filter.view}
                  onViewChange={filter.setView}
                  range={range}
                  domainName={domainName}
                />
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}
