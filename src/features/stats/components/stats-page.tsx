import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { useExtension } from '@/lib/capabilities';
import { cn } from '@/lib/cn';
import { useFiringInScope } from '@/lib/firing-alerts';
import { useStatsFilter } from '../hooks/use-stats-filter';
import { useStatsPageData } from '../hooks/use-stats-page-data';
import { statsPageMeta } from '../page-meta';
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
import { WhyFailedSection } from './why-failed-section';

/** `banner`: a note from elsewhere in the console about delivery health (firing alerts). */
export function StatsPage({ banner }: { banner?: ReactNode } = {}) {
  const filter = useStatsFilter();
  const page = useStatsPageData(filter);
  const { state, filters, overview, before, daily, providers, domainName, chartDays, stale } = page;
  // A provider links to its messages where the service has the activity log and its provider filter.
  const activityLog = useExtension('listMessages', 'try');
  const providerFilter = useExtension('listMessages.provider', 'try');
  // Alerts fire on the last minutes: they weigh on a range that reaches today, not on last month.
  const firing = useFiringInScope(filter.domainId ?? null);
  const reachesToday = state.kind === 'ready' && state.range.to >= filter.today;

  return (
    <>
      <PageHeader {...statsPageMeta} />
      {banner}
      <div className="flex flex-col gap-5">
        <StatsToolbar filter={filter} />
        {state.kind === 'invalid' ? (
          <InvalidFilter message={state.problem} filter={filter} />
        ) : (
          <RangeSummary
            range={state.range}
            previous={state.kind === 'foreign' ? null : { range: filters.previous, mode: filter.compare }}
            today={filter.today}
            domainName={domainName}
            updating={stale}
          />
        )}
        {state.kind === 'foreign' && (
          <>
            <ForeignStats overview={state.overview} daily={state.daily} />
            {/* Asked all the same: a service with its own statistics may still lack this extension, and says so. */}
            <WhyFailedSection
              filter={filters.current}
              groupBy={filter.failuresBy}
              onGroupBy={filter.setFailuresBy}
            />
          </>
        )}
        {state.kind === 'error' && (
          <ErrorState
            error={state.error}
            title="Couldn't load the statistics"
            onRetry={() => void overview.refetch()}
            retrying={overview.isFetching}
          />
        )}
        {state.kind === 'loading' && (
          <>
            <OverviewCardsSkeleton />
            <DailySkeleton />
          </>
        )}
        {state.kind === 'empty' && (
          <EmptyRange filter={filter} domainName={domainName} unknownDomain={state.unknownDomain} />
        )}
        {state.kind === 'ready' && (
          <>
            <div
              aria-busy={stale || undefined}
              className={cn('flex flex-col gap-5 transition-opacity', stale && 'opacity-60')}
            >
              <HealthBanner
                overview={state.data}
                criticalDays={page.criticalDays}
                firing={reachesToday ? firing : undefined}
              >
                {chartDays && (
                  <FlaggedDays
                    days={chartDays}
                    singleDay={state.range.days === 1}
                    onShowDay={(date) => {
                      filter.setRange({ from: date, to: date });
                      requestAnimationFrame(() => document.getElementById(rangeSummaryId)?.focus());
                    }}
                  />
                )}
              </HealthBanner>
              <OverviewCards
                current={state.data}
                previous={page.previousShown}
                comparing={before.isFetching}
                previousEmpty={page.previousEmpty}
                compare={filter.compare}
              />
            </div>
            <DailySection
              days={chartDays}
              rawDays={page.days}
              error={daily.error}
              onRetry={() => void daily.refetch()}
              retrying={daily.isFetching}
              stale={daily.isPlaceholderData}
              view={filter.view}
              onViewChange={filter.setView}
              range={state.range}
              domainName={domainName}
              domainId={filter.domainId}
            />
            {/* Below the days: above them it would push the charts past the fold, unloaded. */}
            <ProviderTable
              breakdown={providers.data}
              error={providers.error}
              onRetry={() => void providers.refetch()}
              retrying={providers.isFetching}
              links={
                activityLog && providerFilter
                  ? { from: state.range.from, to: state.range.to, domainId: filter.domainId }
                  : undefined
              }
            />
            <WhyFailedSection
              filter={filters.current}
              groupBy={filter.failuresBy}
              onGroupBy={filter.setFailuresBy}
            />
          </>
        )}
      </div>
    </>
  );
}
