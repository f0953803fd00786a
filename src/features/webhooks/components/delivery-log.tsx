import { useMemo } from 'react';
import { DataTable, type TableStatus } from '@/components/ui/data-table/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { WebhookDelivery } from '@/contract';
import { cn } from '@/lib/cn';
import { useRetryDelivery } from '../api/webhook-mutations';
import { describeAttempt, lastAttempt, type DeliveryFilter } from '../utils/delivery-status';
import { AttemptList } from './attempt-list';
import { deliveryColumns, deliveryPanelId } from './delivery-row';
import { useLacks } from '@/lib/permissions';

interface DeliveryLogProps {
  webhookId: number;
  deliveries: WebhookDelivery[];
  /** The log's loading and error (its empty state is the filter's own, below). */
  status: TableStatus;
  filter: DeliveryFilter;
  expanded: string;
  onExpand: (deliveryId: string) => void;
}

/** No deliveries, or none of those the filter shows. */
function NoDeliveries({ filter }: { filter: DeliveryFilter }) {
  return (
    <EmptyState
      className="border-none"
      title={filter === 'all' ? 'No deliveries yet' : `No ${filter} deliveries among the latest`}
      description={
        filter === 'all'
          ? 'Events of the subscribed types appear here as they happen. Send a test event to try the endpoint now.'
          : 'Choose another filter to see the rest.'
      }
    />
  );
}

/**
 * The log as a table: one row per delivery, its attempts unfolding under it (the expand button,
 * Enter on the row, or a click on it).
 */
export function DeliveryLog({ webhookId, deliveries, status, filter, expanded, onExpand }: DeliveryLogProps) {
  const retry = useRetryDelivery(webhookId);
  const shown = filter === 'all' ? deliveries : deliveries.filter((d) => d.state === filter);
  const retried = retry.data?.delivery;
  const retriedAttempt = retried ? lastAttempt(retried) : undefined;
  const toggle = (d: WebhookDelivery) => onExpand(expanded === d.id ? '' : d.id);
  const retrying = retry.isPending ? retry.variables : undefined;
  const { mutate } = retry;
  const canManage = !useLacks('webhooks.manage');
  const columns = useMemo(
    () =>
      deliveryColumns({
        expanded,
        onToggle: (d) => onExpand(expanded === d.id ? '' : d.id),
        retrying,
        onRetry: canManage ? (d) => mutate(d.id) : undefined,
      }),
    [expanded, onExpand, retrying, mutate, canManage],
  );

  return (
    <>
      <p role="status" className={cn('text-sm', !retry.isSuccess && !retry.isError && 'sr-only')}>
        {retry.isError
          ? `Retry failed: ${retry.error.message}`
          : retriedAttempt
            ? `Retried ${retried!.event_type} delivery: ${describeAttempt(retriedAttempt)}.`
            : ''}
      </p>
      <DataTable
        label="Deliveries, newest first"
        columns={columns}
        rows={shown}
        status={{ ...status, empty: <NoDeliveries filter={filter} /> }}
        placeholderRows={4}
        onOpen={toggle}
        keysHint={
          <>
            Rows: <kbd>↑</kbd> <kbd>↓</kbd> or <kbd>j</kbd> <kbd>k</kbd> to move, <kbd>Enter</kbd> to show or
            hide the attempts, <kbd>←</kbd> <kbd>→</kbd> to reach a row&apos;s buttons.
          </>
        }
        rowClassName={(d) => (expanded === d.id ? 'bg-zinc-50 dark:bg-zinc-800/40' : undefined)}
        detail={(d) =>
          expanded === d.id
            ? {
                id: deliveryPanelId(d),
                className: 'bg-zinc-50/70 sm:pl-14 dark:bg-zinc-950/40',
                content: <AttemptList delivery={d} webhookId={webhookId} />,
              }
            : null
        }
      />
    </>
  );
}
