import { useQueries } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import type { Message } from '@/contract';
import { DateTime } from '@/components/ui/date-time';
import { messageQueries } from '../api/message-queries';
import { eventMeta } from '../lib/event-meta';
import { formatNumber } from '@/lib/format';
import { Card } from '@/components/ui/card';
import { href } from '@/lib/href';

/** How many of the newest messages' timelines are merged: enough for "what happened lately". */
const merged = 10;
const shown = 30;

/** One address's events across its newest messages, newest first, each naming its message. */
export function RecipientEvents({ messages }: { messages: readonly Message[] }) {
  const newest = messages.slice(0, merged);
  const results = useQueries({ queries: newest.map((m) => messageQueries.events(m.id)) });
  const pending = results.some((r) => r.isPending);
  const failed = results.filter((r) => r.isError).length;
  const events = newest
    .flatMap((m, i) => (results[i]?.data ?? []).map((e) => ({ ...e, message: m })))
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0))
    .slice(0, shown);

  return (
    <Card as="section" aria-labelledby="recipient-events-heading" padding="lg">
      <h2
        id="recipient-events-heading"
        className="mb-3 text-sm font-semibold text-zinc-900 dark:text-zinc-100"
      >
        Events{' '}
        <span className="font-normal text-zinc-500 dark:text-zinc-400">
          · newest first, from the {formatNumber(newest.length)} newest message
          {newest.length === 1 ? '' : 's'} here
        </span>
      </h2>
      {pending && events.length === 0 ? (
        <p role="status" className="text-sm text-zinc-500 dark:text-zinc-400">
          Loading events…
        </p>
      ) : (
        <ol
          aria-label="Events of this recipient"
          className="flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800"
        >
          {events.map((e, i) => (
            <li
              key={`${e.message.id}-${i}`}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-1.5 text-sm"
            >
              <span className="w-36 shrink-0 text-xs text-zinc-500 dark:text-zinc-400">
                <DateTime iso={e.timestamp} />
              </span>
              <span className="font-medium text-zinc-900 dark:text-zinc-100">{eventMeta(e).title}</span>
              <Link
                to={href('message', { id: e.message.id })}
                className="min-w-0 flex-1 truncate text-xs text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {e.message.subject ? <bdi>{e.message.subject}</bdi> : '(no subject)'}
              </Link>
            </li>
          ))}
        </ol>
      )}
      {failed > 0 && (
        <p className="mt-2 text-xs text-red-700 dark:text-red-300">
          {formatNumber(failed)} message{failed === 1 ? '' : 's'}' events couldn't be loaded.
        </p>
      )}
    </Card>
  );
}
