import { Fragment } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import type { WebhookDelivery } from '@/contract';
import { cn } from '@/lib/cn';
import { formatDuration } from '@/lib/format';
import { useRetryDelivery } from '../api/webhook-mutations';
import {
  attemptCode,
  deliveryStatus,
  describeAttempt,
  lastAttempt,
  type DeliveryFilter,
} from '../utils/delivery-status';
import { isSuccess } from '../utils/health';
import { AttemptList } from './attempt-list';
import { ChevronRightIcon } from './feature-icons';

interface DeliveryLogProps {
  webhookId: number;
  deliveries: WebhookDelivery[];
  filter: DeliveryFilter;
  expanded: string;
  onExpand: (deliveryId: string) => void;
}

const th =
  'px-3 py-2.5 sm:px-4 text-left text-xs font-medium whitespace-nowrap text-zinc-500 dark:text-zinc-400';
const td = 'px-3 py-3 align-middle whitespace-nowrap sm:px-4';

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
              {shown.map((d) => {
                const open = expanded === d.id;
                const status = deliveryStatus(d);
                const last = lastAttempt(d);
                const panelId = `delivery-${d.id}`;
                return (
                  <Fragment key={d.id}>
                    <tr className={cn(open && 'bg-zinc-50 dark:bg-zinc-800/40')}>
                      <td className="w-10 py-3 pr-0 pl-3">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-expanded={open}
                          aria-controls={open ? panelId : undefined}
                          aria-label={open ? 'Hide attempts' : 'Show attempts'}
                          onClick={() => onExpand(open ? '' : d.id)}
                        >
                          <ChevronRightIcon
                            className={cn('size-4 transition-transform', open && 'rotate-90')}
                          />
                        </Button>
                      </td>
                      <td className={cn(td, 'max-w-40 sm:max-w-72')}>
                        <span className="flex min-w-0 items-center gap-2">
                          <Badge>{d.event_type}</Badge>
                          <span
                            className="hidden truncate text-zinc-600 sm:inline dark:text-zinc-400"
                            title={d.payload.data.subject}
                          >
                            {d.payload.data.subject}
                          </span>
                        </span>
                      </td>
                      <td className={td}>
                        <Badge tone={status.tone}>{status.label}</Badge>
                        <span className="ml-2 hidden text-xs text-zinc-500 sm:inline dark:text-zinc-400">
                          {d.attempts.length} {d.attempts.length === 1 ? 'attempt' : 'attempts'}
                        </span>
                      </td>
                      <td className={cn(td, 'hidden md:table-cell')}>
                        {last ? (
                          <span className="flex items-center gap-2">
                            <span
                              className={cn(
                                'font-medium',
                                isSuccess(last.status_code)
                                  ? 'text-emerald-700 dark:text-emerald-400'
                                  : 'text-red-700 dark:text-red-400',
                              )}
                            >
                              {attemptCode(last)}
                            </span>
                            <span className="text-xs text-zinc-500 dark:text-zinc-400">
                              {formatDuration(last.latency_ms)}
                            </span>
                          </span>
                        ) : (
                          <span className="text-zinc-500 dark:text-zinc-400">—</span>
                        )}
                      </td>
                      <td className={cn(td, 'hidden text-zinc-600 lg:table-cell dark:text-zinc-400')}>
                        <DateTime iso={d.created_at} />
                      </td>
                      <td className={cn(td, 'hidden text-zinc-600 sm:table-cell dark:text-zinc-400')}>
                        {d.next_attempt_at ? <DateTime iso={d.next_attempt_at} /> : '—'}
                      </td>
                      <td className={cn(td, 'text-right')}>
                        {d.state === 'failed' && (
                          <Button
                            size="sm"
                            loading={retry.isPending && retry.variables === d.id}
                            onClick={() => retry.mutate(d.id)}
                          >
                            Retry
                          </Button>
                        )}
                      </td>
                    </tr>
                    {open && (
                      <tr id={panelId} className="bg-zinc-50/70 dark:bg-zinc-950/40">
                        <td colSpan={7} className="max-w-0 px-4 pt-2 pb-5 sm:pl-14">
                          <AttemptList delivery={d} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
