import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ChartIcon } from '@/components/ui/icons';
import type { StatsFilterState } from '../hooks/use-stats-filter';
import { addDays, formatDay } from '../range';

/**
 * No mail at all in the range: say why when it is plain (the range has not happened yet, the
 * domain is not one of the service's), and offer a wider look.
 */
export function EmptyRange({
  filter,
  domainName,
  unknownDomain = false,
}: {
  filter: StatsFilterState;
  domainName: string | undefined;
  /** The service lists its domains and this domain_id is not among them. */
  unknownDomain?: boolean;
}) {
  const { range, today } = filter;
  if (unknownDomain) {
    return (
      <EmptyState
        icon={<ChartIcon size={6} />}
        title="Unknown domain"
        description={`This service has no sending domain with ID ${filter.domainId}.`}
        action={
          <Button size="sm" onClick={() => filter.setDomain(null)}>
            Show all domains
          </Button>
        }
      />
    );
  }
  if (range.ok && range.from > today) {
    return (
      <EmptyState
        icon={<ChartIcon size={6} />}
        title="This range is in the future"
        description={`${formatDay(range.from)} has not come yet (today is ${formatDay(today)}, UTC): no mail can have been sent.`}
        action={
          <Button size="sm" onClick={() => filter.resetRange()}>
            Show the last 30 days
          </Button>
        }
      />
    );
  }
  const wider = { from: addDays(today, -89), to: today };
  const alreadyWide = range.ok && range.from <= wider.from && range.to >= today;
  return (
    <EmptyState
      icon={<ChartIcon size={6} />}
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
