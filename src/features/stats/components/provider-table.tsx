import type { MailboxProvider, ProviderTotals } from '@/contract';
import { ErrorState } from '@/components/ui/error-state';
import { useCapability } from '@/lib/capabilities';
import { formatNumber, formatPercent } from '@/lib/format';
import { judgeRate, type WatchedRate } from '../health';
import { HealthBadge } from './health-badge';

const providerNames = {
  gmail: 'Gmail',
  microsoft: 'Microsoft (Outlook, Hotmail)',
  yahoo: 'Yahoo',
  apple: 'Apple (iCloud)',
  other: 'Other',
} satisfies Record<MailboxProvider, string>;
const nameOf = (p: string) => (Object.hasOwn(providerNames, p) ? providerNames[p as MailboxProvider] : p);
const cell = 'px-3 py-1.5 text-right tabular-nums whitespace-nowrap';
const head = 'px-3 py-2 text-right font-medium whitespace-nowrap';

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
  if (!breakdown && error) {
    return (
      <section aria-labelledby="providers-heading" className="flex flex-col gap-2">
        <h2 id="providers-heading" className="text-base font-semibold">
          By mailbox provider
        </h2>
        <ErrorState
          error={error}
          title="Couldn't load the breakdown by mailbox provider"
          onRetry={onRetry}
          retrying={retrying}
        />
      </section>
    );
  }
  if (!breakdown) return null;
  return (
    <section aria-labelledby="providers-heading" className="flex flex-col gap-2">
      <h2 id="providers-heading" className="text-base font-semibold">
        By mailbox provider
      </h2>
      <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">
            Counts and rates per recipient mailbox provider over the range, with bounce and complaint health
            bands
          </caption>
          <thead className="bg-zinc-50 text-xs text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Provider
              </th>
              <th scope="col" className={head}>
                Accepted
              </th>
              <th scope="col" className={head}>
                Delivered
              </th>
              <th scope="col" className={head}>
                Delivery rate
              </th>
              <th scope="col" className={head}>
                Bounce rate
              </th>
              <th scope="col" className={head}>
                Complaint rate
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800/70">
            {breakdown.map((p) => (
              <ProviderRow key={p.provider} totals={p} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ProviderRow({ totals }: { totals: ProviderTotals }) {
  const { counts, rates } = totals;
  return (
    <tr>
      <th scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap">
        {nameOf(totals.provider)}
      </th>
      <td className={cell}>{formatNumber(counts.accepted)}</td>
      <td className={cell}>{formatNumber(counts.delivered)}</td>
      <td className={cell}>{formatPercent(rates.delivery_rate, 1)}</td>
      <RateWithBand rate="bounce_rate" totals={totals} />
      <RateWithBand rate="complaint_rate" totals={totals} />
    </tr>
  );
}

function RateWithBand({ rate, totals }: { rate: WatchedRate; totals: ProviderTotals }) {
  const health = judgeRate(rate, totals.rates[rate], totals.counts);
  return (
    <td className={cell}>
      <span className="inline-flex items-center justify-end gap-2">
        {formatPercent(health.value, 2)}
        <HealthBadge rate={rate} health={health} />
      </span>
    </td>
  );
}
