import { Link } from '@/components/ui/link';
import type { Message } from '@/contract';
import { DateTime } from '@/components/ui/date-time';
import { Skeleton, skeletonPulse } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { StatusBadge } from './status-badge';
import { href } from '@/lib/href';

export function MessageListSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading messages…"
      className={cn('divide-y divide-zinc-100 dark:divide-zinc-800', skeletonPulse)}
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-3.5">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-20" />
        </div>
      ))}
    </div>
  );
}

/** Rows of messages, each row one link (the subject) stretched over the whole row. */
export function MessageList({
  label,
  messages,
  stale = false,
}: {
  label: string;
  messages: readonly Message[];
  /** Rows of the previous page while the next one loads. */
  stale?: boolean;
}) {
  return (
    <ul
      aria-label={label}
      className={cn('divide-y divide-zinc-100 dark:divide-zinc-800', stale && 'opacity-60')}
    >
      {messages.map((m) => (
        <li
          key={m.id}
          className="relative flex flex-col gap-1 px-4 py-3 hover:bg-zinc-50 sm:flex-row sm:items-center sm:gap-4 dark:hover:bg-zinc-800/50"
        >
          <span className="shrink-0 sm:w-28">
            <StatusBadge status={m.status} />
          </span>
          <Link
            to={href('message', { id: m.id })}
            className="min-w-0 flex-1 truncate text-sm font-medium text-zinc-900 after:absolute after:inset-0 focus-visible:outline-none dark:text-zinc-100 [&:focus-visible]:after:outline-2 [&:focus-visible]:after:-outline-offset-2 [&:focus-visible]:after:outline-indigo-500"
          >
            {m.subject ? <bdi>{m.subject}</bdi> : '(no subject)'}
          </Link>
          <code className="hidden shrink-0 font-mono text-xs text-zinc-500 md:block dark:text-zinc-400">
            {m.id.slice(0, 8)}
          </code>
          <span className="relative shrink-0 text-xs text-zinc-500 dark:text-zinc-400">
            <DateTime iso={m.created_at} />
          </span>
        </li>
      ))}
    </ul>
  );
}
