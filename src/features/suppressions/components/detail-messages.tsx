import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { messageStatusLabels } from '@/lib/labels/message-status-labels';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { describeError } from '@/components/ui/error-state';
import { Skeleton, skeletonPulse } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useExtensionRefused } from '@/lib/capabilities';
import { cn } from '@/lib/cn';
import { useStatsReadable } from '@/lib/permissions';
import { recipientMessageQueries } from '@/lib/recipient-messages';
import { href } from '@/lib/href';

const shown = 8;
const note = 'text-sm text-zinc-500 dark:text-zinc-400';
const link = 'text-indigo-700 underline underline-offset-2 dark:text-indigo-300';

/**
 * The address's messages, newest first (`GET /messages?to=`, an extension with the stats
 * permission). Where the service has no such list, or the key may not read it, a quiet line says so:
 * the panel's story stands without it.
 */
export function DetailMessages({ address, causeId }: { address: string; causeId?: string | null }) {
  const allowed = useStatsReadable();
  const query = useQuery({ ...recipientMessageQueries.list({ to: address }), enabled: allowed });
  const refused = useExtensionRefused('listMessages');
  const all = (
    <Link to={href('messages', { to: address })} className={link}>
      All messages to this address
    </Link>
  );

  if (!allowed || (isApiError(query.error) && query.error.status === 403)) {
    return <p className={note}>Listing messages needs a key with the stats permission.</p>;
  }
  if (refused) {
    return <p className={note}>This service doesn't list messages by recipient.</p>;
  }
  if (query.error) {
    return (
      <div className={cn(note, 'flex flex-wrap items-center gap-2')}>
        <p>Couldn't load the messages to this address: {describeError(query.error)}</p>
        <Button size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div role="status" aria-label="Loading messages…" className={cn('flex flex-col gap-2', skeletonPulse)}>
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  const messages = query.data.messages;
  if (messages.length === 0) return <p className={note}>The service holds no messages to this address.</p>;
  const more = messages.length > shown || !!query.data.next_cursor;
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={`Messages to ${address}`} className="flex flex-col gap-1.5 text-sm">
        {messages.slice(0, shown).map((m) => (
          <li key={m.id} className="flex flex-wrap items-baseline gap-x-2">
            <span className="w-24 shrink-0 text-xs text-zinc-500 dark:text-zinc-400">
              {messageStatusLabels[m.status]}
            </span>
            <Link to={href('message', { id: m.id })} className={cn(link, 'min-w-0 flex-1 truncate')}>
              {m.subject ? <bdi>{m.subject}</bdi> : '(no subject)'}
            </Link>
            <span className="text-xs text-zinc-500 dark:text-zinc-400">
              <DateTime iso={m.created_at} />
            </span>
            {m.id === causeId && (
              <span className="basis-full pl-26 text-xs font-medium text-amber-800 dark:text-amber-300">
                This message caused the suppression
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm">
        {more ? `Newest ${shown} shown. ` : ''}
        {all}
      </p>
    </div>
  );
}
