import type { ProviderTotals } from '@/contract';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { useCapability } from '@/lib/capabilities';
import { formatNumber, formatPercent } from '@/lib/format';
import { judgeRate, type WatchedRate } from '../health';
import { providerName } from '../provider-names';
import { HealthBadge } from './health-badge';

const numeric = { align: 'right', className: 'whitespace-nowrap', skeleton: 'w-12' } as const;

const columns: Column<ProviderTotals>[] = [
  {
    id: 'provider',
    header: 'Provider',
    rowHeader: true,
    phone: 'title',
    className: 'whitespace-nowrap',
    cell: (p) => providerName(p.provider),
  },
  { ...numeric, id: 'accepted', header: 'Accepted', cell: (p) => formatNumber(p.counts.accepted) },
  { ...numeric, id: 'delivered', header: 'Delivered', cell: (p) => formatNumber(p.counts.delivered) },
  {
    ...numeric,
    id: 'delivery_rate',
    header: 'Delivery rate',
    cell: (p) => formatPercent(p.rates.delivery_rate, 1),
  },
  {
    ...numeric,
    id: 'bounce_rate',
    header: 'Bounce rate',
    cell: (p) => <RateWithBand rate="bounce_rate" totals={p} />,
  },
  {
    ...numeric,
    id: 'complaint_rate',
    header: 'Complaint rate',
    cell: (p) => <RateWithBand rate="complaint_rate" totals={p} />,
  },
];

/**
 * Gmail, Microsoft and Yahoo judge a sender each on its own mail: the totals per mailbox provider,
 * with each provider's rates and bands. Against a service without the breakdown, a quiet note.
 */
export function ProviderTable({
  breakdown,
  error = null,
  onRetry,
  retrying = false,
}: {
  breakdown: ProviderTotals[] | undefined;
  error?: Error | null;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const offered = useCapability('statsOverview.group_by');
  if (offered === false) {
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
          columns={columns}
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
