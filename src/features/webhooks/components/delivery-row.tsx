import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import type { WebhookDelivery } from '@/contract';
import { cn } from '@/lib/cn';
import { formatDuration } from '@/lib/format';
import { attemptCode, deliveryStatus, lastAttempt } from '../utils/delivery-status';
import { isSuccess } from '../utils/health';
import { AttemptList } from './attempt-list';
import { ChevronRightIcon } from './feature-icons';

const td = 'px-3 py-3 align-middle whitespace-nowrap sm:px-4';
const muted = 'text-zinc-500 dark:text-zinc-400';

interface DeliveryRowProps {
  delivery: WebhookDelivery;
  open: boolean;
  onToggle: () => void;
  retrying: boolean;
  onRetry: () => void;
}

/** One delivery; narrow screens keep event, status and the retry button, the rest unfolds. */
export function DeliveryRow({ delivery: d, open, onToggle, retrying, onRetry }: DeliveryRowProps) {
  const status = deliveryStatus(d);
  const last = lastAttempt(d);
  const panelId = `delivery-${d.id}`;
  return (
    <>
      <tr className={cn(open && 'bg-zinc-50 dark:bg-zinc-800/40')}>
        <td className="w-10 py-3 pr-0 pl-3">
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={open ? 'Hide attempts' : 'Show attempts'}
            onClick={onToggle}
          >
            <ChevronRightIcon className={cn('size-4 transition-transform', open && 'rotate-90')} />
          </Button>
        </td>
        <td className={cn(td, 'max-w-40 sm:max-w-72')}>
          <span className="flex min-w-0 items-center gap-2">
            <Badge>{d.event_type}</Badge>
            {d.payload.test && <Badge tone="accent">test</Badge>}
            <span className={cn('hidden truncate sm:inline', muted)} title={d.payload.data.subject}>
              <bdi>{d.payload.data.subject}</bdi>
            </span>
          </span>
        </td>
        <td className={td}>
          <Badge tone={status.tone}>{status.label}</Badge>
          <span className={cn('ml-2 hidden text-xs sm:inline', muted)}>
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
              <span className={cn('text-xs', muted)}>{formatDuration(last.latency_ms)}</span>
            </span>
          ) : (
            <span className={muted}>—</span>
          )}
        </td>
        <td className={cn(td, 'hidden text-zinc-600 lg:table-cell dark:text-zinc-400')}>
          <DateTime iso={d.created_at} />
        </td>
        <td className={cn(td, 'hidden text-zinc-600 sm:table-cell dark:text-zinc-400')}>
          {d.next_attempt_at ? <DateTime iso={d.next_attempt_at} /> : '—'}
        </td>
        <td className={cn(td, 'text-right')}>
          {/* Any delivery not yet through: a receiver fixed after an outage need not wait for the schedule. */}
          {d.state !== 'succeeded' && (
            <Button size="sm" loading={retrying} onClick={onRetry}>
              {d.state === 'failed' ? 'Retry' : 'Retry now'}
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
    </>
  );
}
