import { Skeleton, skeletonPulse } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { overviewMetrics } from '../metrics';
import type { CompareMode } from '../range';
import { MetricCard, type MetricTotals } from './metric-card';
import { Card } from '@/components/ui/card';

const gridClasses = 'grid grid-cols-2 gap-2.5 sm:gap-3 lg:grid-cols-4';

/** A card per counter, each shown against the same totals. */
export function OverviewCards({
  compare = 'previous',
  ...totals
}: Omit<MetricTotals, 'compare'> & { compare?: CompareMode }) {
  return (
    <ul aria-label="Totals for the range" className={gridClasses}>
      {overviewMetrics.map((metric) => (
        <MetricCard key={metric.counter} metric={metric} {...totals} compare={compare} />
      ))}
    </ul>
  );
}

export function OverviewCardsSkeleton() {
  return (
    <div className={cn(gridClasses, skeletonPulse)}>
      {overviewMetrics.map((metric) => (
        <Card key={metric.counter} tone="plain" className="flex h-[8.5rem] flex-col gap-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-7 w-28" />
          <Skeleton className="h-4 w-36" />
        </Card>
      ))}
    </div>
  );
}
