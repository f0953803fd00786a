import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { queryStatus } from '@/components/ui/data-table/query-status';
import { useExtensionRefused } from '@/lib/capabilities';
import { cn } from '@/lib/cn';
import type { WebhookDelivery } from '@/contract';
import type { StatePatch } from '@/lib/page-state/page-state';
import { deliveryPageSizes, type webhookPageState, type WebhookPageState } from '@/lib/page-state/webhooks';
import { deliveryFilters } from '../utils/delivery-status';
import { DeliveryLog } from './delivery-log';
import { formatNumber } from '@/lib/format';
import { cardClasses } from '@/components/ui/card';

const filterLabels = { all: 'All', failed: 'Failed', pending: 'Pending', succeeded: 'Succeeded' };

export function DeliveriesSection({
  webhookId,
  log,
  limit,
  view,
  onView,
}: {
  webhookId: number;
  log: UseQueryResult<WebhookDelivery[]>;
  limit: number;
  /** The log's view, kept in the URL: a shared link opens the same filter and the same delivery. */
  view: WebhookPageState;
  onView: (patch: StatePatch<typeof webhookPageState.shape>, options?: { replace?: boolean }) => void;
}) {
  const filter = view.state ?? 'all';
  const refused = useExtensionRefused('listWebhookDeliveries');
  if (refused) {
    return (
      <p className={cn(cardClasses({ tone: 'muted' }), 'text-sm text-zinc-600 dark:text-zinc-400')}>
        This service doesn't offer a delivery log, test events or secret rotation (they go beyond the
        published API). Listing, adding and deleting webhooks work as usual.
      </p>
    );
  }
  const deliveries = log.data ?? [];
  const counts = Object.fromEntries(
    deliveryFilters.map((f) => [
      f,
      f === 'all' ? deliveries.length : deliveries.filter((d) => d.state === f).length,
    ]),
  );
  return (
    <section aria-labelledby="deliveries-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="deliveries-heading" className="text-base font-semibold text-zinc-900 dark:text-zinc-50">
            Deliveries
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Every attempt and what the endpoint answered. Failures are retried on the service's schedule (by
            default about 5 s, 1 min, 5 min, 30 min, 2 h, 6 h and 12 h later), then marked failed.
          </p>
        </div>
        <div
          role="group"
          aria-label="Show deliveries"
          className="inline-flex rounded-lg bg-zinc-100 p-0.5 dark:bg-zinc-800"
        >
          {deliveryFilters.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => onView({ state: f === 'all' ? null : f, delivery: null }, { replace: true })}
              className={cn(
                'rounded-md px-2.5 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500',
                filter === f
                  ? 'bg-white text-zinc-900 shadow-sm dark:bg-zinc-950 dark:text-zinc-50'
                  : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
              )}
            >
              {filterLabels[f]}
              {log.data && (
                <span className="ml-1.5 text-zinc-600 tabular-nums dark:text-zinc-300">{counts[f]}</span>
              )}
            </button>
          ))}
        </div>
      </div>
      <DeliveryLog
        webhookId={webhookId}
        // A failed refresh shows its error in place of the (older) rows, as a failed first load does.
        deliveries={log.error ? [] : deliveries}
        status={queryStatus(log, {
          loadingLabel: 'Loading deliveries…',
          errorTitle: "Couldn't load the deliveries",
        })}
        filter={filter}
        expanded={view.delivery ?? ''}
        onExpand={(id) => onView({ delivery: id || null }, { replace: true })}
      />
      {log.data && !log.error && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-zinc-500 dark:text-zinc-400">
          <span>
            {deliveries.length < limit
              ? `All ${formatNumber(deliveries.length)} ${deliveries.length === 1 ? 'delivery' : 'deliveries'}.`
              : `The latest ${formatNumber(limit)} deliveries.`}{' '}
            Updates by itself
            {deliveries.some((d) => d.state === 'pending') ? ' every 2 s while retries are due' : ''}.
          </span>
          {deliveries.length >= limit && limit < deliveryPageSizes[1] && (
            <Button size="sm" onClick={() => onView({ limit: deliveryPageSizes[1] })}>
              Show the latest {deliveryPageSizes[1]}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
