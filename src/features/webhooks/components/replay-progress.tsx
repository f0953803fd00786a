import { formatNumber } from '@/lib/format';

/**
 * After a replay: how many were queued and how many deliveries still wait, from the delivery log
 * as it refetches (every 2 s while anything is pending).
 */
export function ReplayProgress({ queued, pending }: { queued: number; pending: number | null }) {
  const waiting = pending === null ? null : Math.min(pending, queued);
  return (
    <div className="flex flex-col gap-3 text-sm text-zinc-700 dark:text-zinc-300">
      <p>
        {formatNumber(queued)} {queued === 1 ? 'delivery was' : 'deliveries were'} queued again, each under
        its own delivery ID.
      </p>
      {waiting !== null && queued > 0 && (
        <>
          <progress
            aria-label="Replay progress"
            max={queued}
            value={queued - waiting}
            className="h-2 w-full accent-indigo-600"
          />
          <p role="status">
            {waiting === 0
              ? 'Nothing is waiting any more: every replayed delivery has been attempted.'
              : `${formatNumber(waiting)} pending: waiting to be sent.`}
          </p>
        </>
      )}
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        Each attempt's outcome shows in the delivery log; failures are retried on the usual schedule.
      </p>
    </div>
  );
}
