import type { SuppressionReason } from '@/contract';
import { ReasonBadge } from './reason-badge';

/**
 * The file's own reason value beside the reason it becomes here: "SpamComplaint → Complaint".
 * `source` undefined: the file has no reason column; null-ish values are named, not left blank.
 */
export function SourceReason({
  source,
  reason,
  defaulted,
}: {
  source: string | null | undefined;
  reason: SuppressionReason;
  defaulted: boolean;
}) {
  const named = source === undefined || source === null ? 'no reason column' : source || 'empty';
  const plain = named !== source;
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5">
      <span
        title={plain ? undefined : source!}
        className={
          plain
            ? 'text-xs text-zinc-500 italic dark:text-zinc-400'
            : 'max-w-56 truncate font-mono text-[12px] text-zinc-700 dark:text-zinc-300'
        }
      >
        {named}
      </span>
      <span aria-hidden="true" className="text-zinc-400">
        →
      </span>
      <span className="sr-only">read as</span>
      <ReasonBadge reason={reason} tooltip={false} />
      {(defaulted || plain) && <span className="text-xs text-zinc-500 dark:text-zinc-400">(default)</span>}
    </span>
  );
}
