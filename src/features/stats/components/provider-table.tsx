import { useMemo } from 'react';
import { Link } from '@/components/ui/link';
import { isMailboxProvider, type ProviderTotals } from '@/contract';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { useExtensionRefused } from '@/lib/capabilities';
import { formatNumber, formatPercent } from '@/lib/format';
import { activityLogLink, type FailureScope } from '../failure-links';
import { judgeRate, type WatchedRate } from '../health';
import { providerLabel } from '@/lib/labels/provider-labels';
import { HealthBadge } from './health-badge';
import { numberColumn } from './number-column';

const counterColumns: Column<ProviderTotals>[] = [
  numberColumn('accepted', 'Accepted', (p) => formatNumber(p.counts.accepted)),
  numberColumn('delivered', 'Delivered', (p) => formatNumber(p.counts.delivered)),
  numberColumn('delivery_rate', 'Delivery rate', (p) => formatPercent(p.rates.delivery_rate, 1)),
  numberColumn('bounce_rate', 'Bounce rate', (p) => <RateWithBand rate="bounce_rate" totals={p} />),
  numberColumn('complaint_rate', 'Complaint rate', (p) => <RateWithBand rate="complaint_rate" totals={p} />),
];

/** Where a provider's messages are: the activity log for the page's days and sending domain. */
export type ProviderLinks = FailureScope;

const columns = (links: ProviderLinks | undefined): Column<ProviderTotals>[] => [
  {
    id: 'provider',
    header: 'Provider',
    rowHeader: true,
    phone: 'title',
    className: 'whitespace-nowrap',
    cell: (p, { tabIndex }) => {
      // Another service's own provider names are no value the log's filter takes.
      if (!links || !isMailboxProvider(p.provider)) return providerLabel(p.provider);
      return (
        <Link
          to={activityLogLink(links, { provider: p.provider })}
          tabIndex={tabIndex}
          title="This provider's messages in the activity log"
          className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
        >
          {providerLabel(p.provider)}
        </Link>
      );
    },
  },
  ...counterColumns,
];

/**
 * Gmail, Microsoft and Yahoo judge a sender each on its own mail: the totals per mailbox provider,
 * with each provider's rates and bands. Against a service without the breakdown, a quiet note. With
 * `links` (the service has the activity log and its provider filter), each provider opens its
 * messages there.
 */
export function ProviderTable({
  breakdown,
  error = null,
  onRetry,
  retrying = false,
  links,
}: {
  breakdown: ProviderTotals[] | undefined;
  error?: Error | null;
  onRetry?: () => void;
  retrying?: boolean;
  links?: ProviderLinks | undefined;
}) {
  const refused = useExtensionRefused('statsOverview.group_by');
  // Columns made again only when the scope changes, not on every render of the page.
  const { from = '', to = '', domainId } = links ?? {};
  const withLinks = links !== undefined;
  const shown = useMemo(
    () => columns(withLinks ? { from, to, domainId } : undefined),
    [withLinks, from, to, domainId],
  );
  if (refused) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        This service does not break its statistics down by mailbox provider.
      </p>
    );
  }
  if (!breakdown && !error) return null;
  return (
    <section aria-labelledby="providers-heading" className="flex flex-col gap-2">
      <h2 id="providers-heading" className="text-base font-semibold">
        By mailbox provider
      </h2>
      {breakdown ? (
        <DataTable
          label="Counts and rates per recipient mailbox provider over the range, with bounce and complaint health bands"
          columns={shown}
          rows={breakdown}
          rowKey={(p) => p.provider}
          compact
        />
      ) : (
        <ErrorState
          error={error}
          title="Couldn't load the breakdown by mailbox provider"
          onRetry={onRetry}
          retrying={retrying}
        />
      )}
    </section>
  );
}

function RateWithBand({ rate, totals }: { rate: WatchedRate; totals: ProviderTotals }) {
  const health = judgeRate(rate, totals.rates[rate], totals.counts);
  return (
    <span className="inline-flex items-center justify-end gap-2">
      {formatPercent(health.value, 2)}
      <HealthBadge rate={rate} health={health} />
    </span>
  );
}
