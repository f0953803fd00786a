import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { isNotFound } from '@/lib/capabilities';
import { messageQueries } from '../api/message-queries';
import { StatusBadge } from './status-badge';
import { href } from '@/lib/href';

/**
 * One recent lookup: its subject, recipient and status, asked of the service with the current key
 * (the device keeps only the ID), or the bare ID until then.
 */
export function RecentLookupItem({ id }: { id: string }) {
  const { data: message, error } = useQuery(messageQueries.summary(id));
  const gone = isNotFound(error);
  return (
    <li>
      <Link
        to={href('message', { id: id })}
        className="flex min-w-0 flex-col gap-0.5 rounded-md px-2 py-1.5 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-zinc-800"
      >
        {message ? (
          <>
            <span className="flex min-w-0 items-center justify-between gap-2">
              <span className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">
                {message.subject ? <bdi>{message.subject}</bdi> : '(no subject)'}
              </span>
              <StatusBadge status={message.status} className="shrink-0" />
            </span>
            {message.to && (
              <span className="truncate text-xs text-zinc-500 dark:text-zinc-400">
                <bdi>{message.to}</bdi>
              </span>
            )}
          </>
        ) : (
          <span className="truncate font-mono text-xs text-zinc-700 dark:text-zinc-300">
            {id}
            {gone && <span className="font-sans text-zinc-500"> · no longer found</span>}
          </span>
        )}
      </Link>
    </li>
  );
}
