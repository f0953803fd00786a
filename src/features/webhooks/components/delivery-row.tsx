import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table/data-table';
import { DateTime } from '@/components/ui/date-time';
import type { WebhookDelivery } from '@/contract';
import { cn } from '@/lib/cn';
import { formatDuration, formatNumber } from '@/lib/format';
import { attemptCode, deliveryStatus, lastAttempt } from '../utils/delivery-status';
import { isSuccess } from '../utils/health';
import { ChevronRightIcon } from './feature-icons';

const muted = 'text-zinc-500 dark:text-zinc-400';

export const deliveryPanelId = (d: WebhookDelivery) => `delivery-${d.id}`;

/** Where a delivery stands, and after how many attempts. */
function DeliveryState({ delivery }: { delivery: WebhookDelivery }) {
  const status = deliveryStatus(delivery);
  const attempts = delivery.attempts.length;
  return (
    <>
      <Badge tone={status.tone}>{status.label}</Badge>
      <span className={cn('ml-2 text-xs', muted)}>
        {formatNumber(attempts)} {attempts === 1 ? 'attempt' : 'attempts'}
      </span>
    </>
  );
}

/** The last attempt's answer (green when 2xx) and how long it took; a dash before any. */
function LastAttempt({ delivery }: { delivery: WebhookDelivery }) {
  const last = lastAttempt(delivery);
  if (!last) return <span className={muted}>—</span>;
  const tone = isSuccess(last.status_code)
    ? 'text-emerald-700 dark:text-emerald-400'
    : 'text-red-700 dark:text-red-400';
  return (
    <span className="flex items-center gap-2">
      <span className={cn('font-medium', tone)}>{attemptCode(last)}</span>
      <span className={cn('text-xs', muted)}>{formatDuration(last.latency_ms)}</span>
    </span>
  );
}

interface DeliveryColumnsOptions {
  expanded: string;
  onToggle: (d: WebhookDelivery) => void;
  retrying: string | undefined;
  /** Absent where the caller may only read webhooks: no retry button. */
  onRetry?: ((d: WebhookDelivery) => void) | undefined;
}

/** One delivery per row; narrow tables keep event, status and the retry button, the rest unfolds. */
export function deliveryColumns({
  expanded,
  onToggle,
  retrying,
  onRetry,
}: DeliveryColumnsOptions): Column<WebhookDelivery>[] {
  return [
    {
      id: 'details',
      header: 'Details',
      hideHeader: true,
      phone: 'start',
      className: 'w-10 pr-0',
      skeleton: 'w-6',
      cell: (d, { tabIndex, cards }) => {
        const open = expanded === d.id;
        return (
          <Button
            variant="ghost"
            size="icon"
            tabIndex={tabIndex}
            aria-expanded={open}
            aria-controls={open ? deliveryPanelId(d) : undefined}
            aria-label={open ? 'Hide attempts' : 'Show attempts'}
            onClick={() => onToggle(d)}
            // Level with the first line of text beside it.
            className={cards ? '-mt-1.5 -ml-2' : '-my-1'}
          >
            <ChevronRightIcon className={cn('size-4 transition-transform', open && 'rotate-90')} />
          </Button>
        );
      },
    },
    {
      id: 'event',
      header: 'Event',
      phone: 'title',
      className: 'max-w-72 whitespace-nowrap',
      skeleton: 'w-40',
      cell: (d) => (
        <span className="flex min-w-0 items-center gap-2">
          <Badge>{d.event_type}</Badge>
          {d.payload.test && <Badge tone="accent">test</Badge>}
          <span className={cn('truncate font-normal', muted)} title={d.payload.data.subject}>
            <bdi>{d.payload.data.subject}</bdi>
          </span>
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      className: 'whitespace-nowrap',
      skeleton: 'w-24',
      cell: (d) => <DeliveryState delivery={d} />,
    },
    {
      id: 'last-attempt',
      header: 'Last attempt',
      hideBelow: 'md',
      className: 'whitespace-nowrap',
      cell: (d) => <LastAttempt delivery={d} />,
    },
    {
      id: 'created',
      header: 'Created',
      hideBelow: 'lg',
      className: 'whitespace-nowrap text-zinc-600 dark:text-zinc-400',
      cell: (d) => <DateTime iso={d.created_at} />,
    },
    {
      id: 'next-retry',
      header: 'Next retry',
      className: 'whitespace-nowrap text-zinc-600 dark:text-zinc-400',
      cell: (d) => (d.next_attempt_at ? <DateTime iso={d.next_attempt_at} /> : '—'),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      phone: 'bare',
      className: 'whitespace-nowrap',
      // Any delivery not yet through: a receiver fixed after an outage need not wait for the schedule.
      cell: (d, { tabIndex }) =>
        onRetry &&
        d.state !== 'succeeded' && (
          <Button size="sm" tabIndex={tabIndex} loading={retrying === d.id} onClick={() => onRetry(d)}>
            {d.state === 'failed' ? 'Retry' : 'Retry now'}
          </Button>
        ),
    },
  ];
}
