import type { SuppressionReason } from '@/contract';
import { cn } from '@/lib/cn';
import { ReasonBadge } from './reason-badge';

/**
 * The file's own reason value beside the reason it becomes here: "SpamComplaint → Complaint".
 * `source` undefined or null: the file has no reason column (the row gets the default). `reason`
 * null: the row is not imported, so only its value is shown. `inline` keeps it on one line (in a
 * table that scrolls sideways).
 */
export function SourceReason({
  source,
  reason,
  defaulted,
  inline = false,
}: {
  source: string | null | undefined;
  reason: SuppressionReason | null;
  defaulted: boolean;
  inline?: boolean;
}) {
  const noColumn = source === undefined || source === null;
  const value =
    noColumn && inline ? null : (
      <span
        title={noColumn || !source ? undefined : source}
        className={
          noColumn || !source
            ? 'text-xs text-zinc-500 italic dark:text-zinc-400'
            : 'max-w-56 truncate font-mono text-[12px] text-zinc-700 dark:text-zinc-300'
        }
      >
        {noColumn ? 'no reason column' : source || 'empty'}
      </span>
    );
  return (
    <span
      className={cn(
        'inline-flex min-w-0 items-center gap-x-1.5 gap-y-0.5',
        inline ? 'flex-nowrap whitespace-nowrap' : 'flex-wrap',
      )}
    >
      {value}
      {reason === null ? (
        <span className="text-xs text-zinc-500 dark:text-zinc-400">(not imported)</span>
      ) : (
        <>
          {value && (
            <>
              <span aria-hidden="true" className="text-zinc-400">
                →
              </span>
              <span className="sr-only">read as</span>
            </>
          )}
          <ReasonBadge reason={reason} tooltip={false} />
          {(defaulted || noColumn) && (
            <span className="text-xs text-zinc-500 dark:text-zinc-400">(default)</span>
          )}
        </>
      )}
    </span>
  );
}
