import { Badge } from '@/components/ui/badge';
import { DateTime } from '@/components/ui/date-time';
import type { WebhookHealth as Health } from '@/contract';
import { cn } from '@/lib/cn';
import { summarizeHealth } from '../utils/health';

/** Success rate of the last day's attempts, the backlog, and how the latest attempt went. */
export function WebhookHealth({ health }: { health: Health }) {
  const s = summarizeHealth(health);
  return (
    <div className="flex min-w-0 flex-col gap-1 text-xs">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone={s.tone}>
          {s.label === 'No traffic' || s.label === 'Queued' ? s.label : `${s.label} succeeded`}
        </Badge>
        <span className="text-zinc-500 dark:text-zinc-400">{s.detail}</span>
      </div>
      {s.last !== null && health.last_attempt_at && (
        <p className="flex min-w-0 items-center gap-1.5 text-zinc-600 dark:text-zinc-400">
          <span
            aria-hidden="true"
            className={cn('size-1.5 shrink-0 rounded-full', s.lastOk ? 'bg-emerald-500' : 'bg-red-500')}
          />
          <span className="shrink-0">Last:</span>
          <span className="truncate font-medium text-zinc-800 dark:text-zinc-200" title={s.last}>
            {s.last}
          </span>
          <span className="shrink-0 text-zinc-500 dark:text-zinc-400">
            <DateTime iso={health.last_attempt_at} />
          </span>
        </p>
      )}
    </div>
  );
}
