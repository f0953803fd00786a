import { useCallback, useDeferredValue, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { DownloadIcon } from '@/components/ui/icons';
import { Skeleton, skeletonPulse } from '@/components/ui/skeleton';
import { useExtension } from '@/lib/capabilities';
import { downloadFile } from '@/lib/csv';
import { useNearViewport } from '@/lib/use-near-viewport';
import { cn } from '@/lib/cn';
import type { StatsDay } from '@/contract';
import type { ChartDay } from '../chart-data';
import { dailyCsv, dailyCsvName } from '../daily-csv';
import { activityLogLink } from '../failure-links';
import type { DailyView } from '../hooks/use-stats-filter';
import type { DayRange } from '../range';
import { DailyTable } from './daily-table';
import { LazyDailyCharts, prefetchCharts } from './lazy-daily-charts';
import { ToggleGroup } from './toggle-group';
import { Card } from '@/components/ui/card';

interface DailySectionProps {
  days: ChartDay[] | undefined;
  rawDays: StatsDay[] | undefined;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /** Showing the last range's days while the new ones load. */
  stale: boolean;
  view: DailyView;
  onViewChange: (view: DailyView) => void;
  range: DayRange;
  domainName: string | undefined;
  /** The sending domain the page is scoped to: a day's link opens the activity log with it. */
  domainId?: number | undefined;
}

export function DailySection(props: DailySectionProps) {
  const { rawDays, error, view, stale, range, domainName } = props;
  // The charts' first appearance is the page's heaviest render: deferred, React renders it as a
  // transition, in short slices, while the skeleton stays up.
  const shown = useDeferredValue(props.days !== undefined);
  const days = shown ? props.days : undefined;
  // Each day links to its messages where the service has the activity log (an extension).
  const activityLog = useExtension('listMessages', 'try');
  const navigate = useNavigate();
  const { domainId } = props;
  const openDay = useCallback(
    (date: string) => navigate(activityLogLink({ from: date, to: date, domainId }, {})),
    [navigate, domainId],
  );
  return (
    <section aria-labelledby="daily-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="daily-heading" className="text-base font-semibold text-zinc-900 dark:text-zinc-50">
          Day by day
        </h2>
        <div className="flex items-center gap-2">
          <ToggleGroup<DailyView>
            label="Daily view"
            options={[
              { value: 'chart', label: 'Charts' },
              { value: 'table', label: 'Table' },
            ]}
            value={view}
            onChange={props.onViewChange}
          />
          <Button
            size="sm"
            disabled={!rawDays || stale}
            onClick={() => rawDays && downloadFile(dailyCsvName(range, domainName), [dailyCsv(rawDays)])}
          >
            <DownloadIcon />
            Download CSV
          </Button>
        </div>
      </div>
      {error && !days ? (
        <ErrorState
          error={error}
          title="Couldn't load the daily numbers"
          onRetry={props.onRetry}
          retrying={props.retrying}
        />
      ) : !days ? (
        <DailySkeleton />
      ) : (
        <div aria-busy={stale || undefined} className={cn('transition-opacity', stale && 'opacity-50')}>
          {view === 'table' ? (
            <DailyTable days={days} links={activityLog ? { domainId: props.domainId } : undefined} />
          ) : (
            <LazyDailyCharts
              days={days}
              onOpenDay={activityLog ? openDay : undefined}
              placeholder={<DailySkeleton />}
            />
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Where the charts will be. Once in view, it starts fetching their code while the numbers load.
 * In view, not near: while loading, the page above it is shorter than it will be (on a phone the
 * charts end up far below the fold), so only a skeleton already on screen is a safe bet.
 */
export function DailySkeleton() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '0px');
  useEffect(() => {
    if (near) prefetchCharts();
  }, [near]);
  return (
    <div
      ref={ref}
      className={cn('grid gap-4', skeletonPulse)}
      role="status"
      aria-label="Loading the daily numbers"
    >
      {[0, 1].map((i) => (
        <Card key={i} tone="plain" className="flex flex-col gap-3">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-[16.5rem] w-full" />
        </Card>
      ))}
    </div>
  );
}
