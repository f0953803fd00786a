import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import type { StatsOverview } from '@/contract';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { cn } from '@/lib/cn';
import { ForeignStatsShape, pageFilters, statsQueries } from '../api/stats-queries';
import { toChartDays } from '../chart-data';
import { useStatsFilter } from '../hooks/use-stats-filter';
import { DailySection, DailySkeleton } from './daily-section';
import { EmptyRange } from './empty-range';
import { FlaggedDays } from './flagged-days';
import { ForeignStats } from './foreign-stats';
import { HealthBanner } from './health-banner';
import { InvalidFilter } from './invalid-filter';
import { OverviewCards, OverviewCardsSkeleton } from './overview-cards';
import { ProviderTable } from './provider-table';
import { RangeSummary, rangeSummaryId } from './range-summary';
import { StatsToolbar } from './stats-toolbar';
import { statsPageMeta } from '../page-meta';

const hasMail = (o: StatsOverview) => Object.values(o.counts).some((n) => n > 0);

export function StatsPage() {
  const filter = useStatsFilter();
  const filters = pageFilters(filter);
  const { current, previous } = filters;
  const options = { enabled: filters.valid, placeholderData: keepPreviousData };
  const overview = useQuery({ ...statsQueries.overview(current), ...options });
  const before = useQuery({ ...statsQueries.overview(previous), ...options });
  const daily = useQuery({ ...statsQueries.daily(current), ...options });
  const providers = useQuery({ ...statsQueries.providers(current), ...options });
  const domains = useQuery(statsQueries.domains());
  // Judging every day and drawing the days is the heaviest work on the page: deferred, React does it
  // in short slices (a transition) after the numbers arrive, not in the task that receives them.
  const days = useDeferredValue(daily.data);
  const chartDays = useMemo(() => days && toChartDays(days), [days]);
  const criticalDays = chartDays?.filter((d) => d.health.worst === 'critical').length ?? 0;

  // Deltas only between a range and its own previous period, never across a half-loaded pair.
  const paired =
    before.data && before.isPlaceholderData === overview.isPlaceholderData ? before.data : undefined;
  // A period without any mail (before the history starts) makes every change "new": say so once instead.
  const comparable = paired && hasMail(paired) ? paired : undefined;
  const domainName = domains.data?.find((d) => d.id === filter.domainId)?.name;
  const stale = overview.isPlaceholderData || daily.isPlaceholderData;
  // The banner and cards are the page's heaviest render after the charts. Deferred, React renders
  // them (and their deltas, when the previous period arrives) in short slices, not one long task.
  const data = useDeferredValue(overview.data);
  const previousShown = useDeferredValue(comparable);
  const empty = data && !overview.isPlaceholderData && !hasMail(data);
  // The banner lists the flagged days, which come with the daily numbers: until those are in (or
  // have failed) the skeleton stays, so the block paints once instead of growing under the reader.
  const daysPending = chartDays === undefined && !daily.error;
  // Another service's own statistics format: shown as found instead of our cards and charts.
  const foreign = overview.error instanceof ForeignStatsShape || daily.error instanceof ForeignStatsShape;

  return (
    <>
      <PageHeader {...statsPageMeta} />
      <div className="flex flex-col gap-5">
        <StatsToolbar filter={filter} />
        {!filters.valid ? (
          <InvalidFilter message={filters.problem} filter={filter} />
        ) : (
          <>
            <RangeSummary
              range={filters.range}
              previous={foreign ? null : { range: filters.previous, mode: filter.compare }}
              today={filter.today}
              domainName={domainName}
              updating={stale}
            />
            {foreign ? (
              <ForeignStats
                overview={
                  overview.error instanceof ForeignStatsShape ? overview.error.raw : { overview: data }
                }
                daily={daily.error instanceof ForeignStatsShape ? daily.error.raw : { days }}
              />
            ) : overview.error && !data ? (
              <ErrorState
                error={overview.error}
                title="Couldn't load the statistics"
                onRetry={() => void overview.refetch()}
                retrying={overview.isFetching}
              />
            ) : !data || (!empty && daysPending) ? (
              <>
                <OverviewCardsSkeleton />
                <DailySkeleton />
              </>
            ) : empty ? (
              <EmptyRange
                filter={filter}
                domainName={domainName}
                unknownDomain={
                  filter.domainId !== undefined && domains.data !== undefined && domainName === undefined
                }
              />
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
                        singleDay={filters.range.days === 1}
                        onShowDay={(date) => {
                          filter.setRange({ from: date, to: date });
                          requestAnimationFrame(() => document.getElementById(rangeSummaryId)?.focus());
                        }}
                      />
                    )}
                  </HealthBanner>
                  <OverviewCards
                    current={data}
                    previous={previousShown}
                    comparing={before.isFetching}
                    previousEmpty={paired !== undefined && !comparable}
                    compare={filter.compare}
                  />
                </div>
                <DailySection
                  days={chartDays}
                  rawDays={days}
                  error={daily.error}
                  onRetry={() => void daily.refetch()}
                  retrying={daily.isFetching}
                  stale={daily.isPlaceholderData}
                  view={filter.view}
                  onViewChange={filter.setView}
                  range={filters.range}
                  domainName={domainName}
                />
                {/* Below the days: above them it would push the charts past the fold, unloaded. */}
                <ProviderTable
                  breakdown={providers.data}
                  error={providers.error}
                  onRetry={() => void providers.refetch()}
                  retrying={providers.isFetching}
                />
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}
