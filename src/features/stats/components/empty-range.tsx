import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ChartIcon } from '@/components/ui/icons';
import type { StatsFilterState } from '../hooks/use-stats-filter';
import { addDays, formatDay } from '../range';

/** No mail at all in the range: say so, and offer a wider look. */
export function EmptyRange({
  filter,
  domainName,
}: {
  filter: StatsFilterState;
  domainName: string | undefined;
}) {
  const { range, today } = filter;
  const wider = { from: addDays(today, -89), to: today };
  const alreadyWide = range.ok && range.from <= wider.from && range.to >= today;
  return (
    <EmptyState
      icon={<ChartIcon className="size-6" />}
      title="No mail in this range"
      description={`Nothing was accepted, delivered or bounced ${range.ok ? `between ${formatDay(range.from)} and ${formatDay(range.to)} (UTC)` : ''}${
        domainName ? ` for ${domainName}` : ''
      }.`}
      action={
        alreadyWide ? undefined : (
          <Button size="sm" onClick={() => filter.setRange(wider)}>
            Show the last 90 days
          </Button>
        )
      }
    />
  );
}
