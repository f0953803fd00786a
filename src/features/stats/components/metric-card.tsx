import { useId } from 'react';
import { daysInRange, type StatsOverview } from '@/contract';
import { Skeleton, skeletonPulse } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { formatNumber, formatPercent } from '@/lib/format';
import { countDelta, rateDelta } from '../deltas';
import { judgeRate } from '../health';
import { cardRate, cardRateFormula, rateWords, type OverviewMetric } from '../metrics';
import { counterLabels } from '@/lib/labels/counter-labels';
import type { CompareMode } from '../range';
import { DeltaText } from './delta-text';
import { HealthBadge } from './health-badge';
import { Card } from '@/components/ui/card';

/** The totals every card of the overview is shown against. */
export interface MetricTotals {
  current: StatsOverview;
  /** The period before, for the change; undefined while it loads or when it failed. */
  previous: StatsOverview | undefined;
  comparing: boolean;
  /** The previous period had no mail at all, so there is nothing to compare with. */
  previousEmpty: boolean;
  /** What `previous` is: the period before, or the same days a year earlier. */
  compare: CompareMode;
}

interface MetricCardProps extends MetricTotals {
  metric: OverviewMetric;
}

const bandBorders = {
  healthy: '',
  warning: 'border-amber-300 dark:border-amber-700/70',
  critical: 'border-red-300 bg-red-50/40 dark:border-red-800/80 dark:bg-red-950/20',
};

/** One counter: the number, its rate (formula on hover), its band, and its change. */
export function MetricCard({
  metric,
  current,
  previous,
  comparing,
  previousEmpty,
  compare,
}: MetricCardProps) {
  const against = compare === 'year' ? 'the same days last year' : 'the previous period';
  const titleId = useId();
  const count = current.counts[metric.counter];
  const rateName = metric.rate;
  const rate = rateName ? cardRate(rateName, current.counts, current.rates) : null;
  const previousRate = rateName && previous ? cardRate(rateName, previous.counts, previous.rates) : null;
  const health = metric.health ? judgeRate(metric.health, rate, current.counts) : null;
  const formula = rateName ? cardRateFormula(rateName) : null;

  return (
    <Card
      as="li"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-1.5', health?.band && bandBorders[health.band])}
    >
      <div className="flex min-h-5 items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
          {counterLabels[metric.counter]}
        </h3>
        {health && metric.health && <HealthBadge rate={metric.health} health={health} />}
      </div>
      <p className="text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums dark:text-zinc-50">
        {formatNumber(count)}
      </p>
      {!metric.rate && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <span className="font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
            {formatNumber(Math.round(count / daysInRange(current.from, current.to)))}
          </span>{' '}
          a day on average
        </p>
      )}
      {metric.rate && formula && (
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-zinc-600 dark:text-zinc-400">
          <Tooltip
            focusable
            content={
              <>
                <span className="block font-medium">{formula.text}</span>
                <span className="block tabular-nums opacity-80">
                  {formatNumber(current.counts[formula.numerator])} ÷{' '}
                  {formatNumber(current.counts[formula.denominator])}
                  {rate === null ? ': no mail, no rate' : ` = ${formatPercent(rate, 3)}`}
                </span>
              </>
            }
          >
            <span className="cursor-help border-b border-dotted border-zinc-400 dark:border-zinc-500">
              <span className="font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
                {formatPercent(rate)}
              </span>{' '}
              {rateWords(metric.rate)}
            </span>
          </Tooltip>
          {previous && <RateChange rate={rate} previous={previousRate} better={metric.better} />}
        </p>
      )}
      <p className="mt-auto flex items-center gap-1.5 pt-1 text-xs text-zinc-500 dark:text-zinc-400">
        {previous ? (
          <>
            <DeltaText delta={countDelta(count, previous.counts[metric.counter], metric.better)} />
            <span>vs {against}</span>
          </>
        ) : comparing ? (
          <Skeleton className={cn('h-4 w-32', skeletonPulse)} />
        ) : (
          <span>{previousEmpty ? `No mail in ${against}` : 'No comparison available'}</span>
        )}
      </p>
    </Card>
  );
}

function RateChange({
  rate,
  previous,
  better,
}: {
  rate: number | null;
  previous: number | null;
  better: OverviewMetric['better'];
}) {
  const delta = rateDelta(rate, previous, better);
  return delta ? <DeltaText delta={delta} className="text-xs" /> : null;
}
