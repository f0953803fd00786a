import { EmptyState } from '@/components/ui/empty-state';
import type { WebhookDelivery } from '@/contract';
import { cn } from '@/lib/cn';
import { useRetryDelivery } from '../api/webhook-mutations';
import { describeAttempt, lastAttempt, type DeliveryFilter } from '../utils/delivery-status';
import { DeliveryRow } from './delivery-row';

interface DeliveryLogProps {
  webhookId: number;
  deliveries: WebhookDelivery[];
  filter: DeliveryFilter;
  expanded: string;
  onExpand: (deliveryId: string) => void;
}

const th =
  'px-3 py-2.5 text-left text-xs font-medium whitespace-nowrap text-zinc-500 sm:px-4 dark:text-zinc-400';

/** The log as a table: one row per delivery, its attempts unfolding under it. */
export function DeliveryLog({ webhookId, deliveries, filter, expanded, onExpand }: DeliveryLogProps) {
  const retry = useRetryDelivery(webhookId);
  const shown = filter === 'all' ? deliveries : deliveries.filter((d) => d.state === filter);
  const retried = retry.data?.delivery;
  const retriedAttempt = retried ? lastAttempt(retried) : undefined;

  return (
    <>
      <p role="status" className={cn('text-sm', !retry.isSuccess && !retry.isError && 'sr-only')}>
        {retry.isError
          ? `Retry failed: ${retry.error.message}`
          : retriedAttempt
            ? `Retried ${retried!.event_type} delivery: ${describeAttempt(retriedAttempt)}.`
            : ''}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          title={filter === 'all' ? 'No deliveries yet' : `No ${filter} deliveries among the latest`}
          description={
            filter === 'all'
              ? 'Events of the subscribed types appear here as they happen. Send a test event to try the endpoint now.'
              : 'Choose another filter to see the rest.'
          }
        />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900/60">
          <table className="w-full text-sm">
            <caption className="sr-only">Deliveries, newest first</caption>
            <thead className="border-b border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900">
              <tr>
                <th scope="col" className={th}>
                  <span className="sr-only">Details</span>
                </th>
                <th scope="col" className={th}>
                  Event
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={cn(th, 'hidden md:table-cell')}>
                  Last attempt
                </th>
                <th scope="col" className={cn(th, 'hidden lg:table-cell')}>
                  Created
                </th>
                <th scope="col" className={cn(th, 'hidden sm:table-cell')}>
                  Next retry
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
              {shown.map((d) => (
                <DeliveryRow
                  key={d.id}
                  delivery={d}
                  open={expanded === d.id}
                  onToggle={() => onExpand(expanded === d.id ? '' : d.id)}
                  retrying={retry.isPending && retry.variables === d.id}
                  onRetry={() => retry.mutate(d.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
