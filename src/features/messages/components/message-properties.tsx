import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { Message } from '@/contract';
import { DateTime } from '@/components/ui/date-time';
import { formatDuration, formatRelative } from '@/lib/format';
import { messageQueries } from '../api/message-queries';
import { href } from '@/lib/href';
import { streamLabel } from '@/lib/labels/stream-labels';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-2.5 first:pt-0 last:pb-0">
      <dt className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{term}</dt>
      <dd className="min-w-0 text-sm text-zinc-900 dark:text-zinc-100">{children}</dd>
    </div>
  );
}

function When({ iso }: { iso: string }) {
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <DateTime iso={iso} mode="utc" />
      <span className="text-xs text-zinc-500 dark:text-zinc-400">{formatRelative(iso)}</span>
    </span>
  );
}

function DomainName({ id }: { id: number }) {
  const { data } = useQuery(messageQueries.domains());
  const name = data?.get(id);
  return name ? <span className="break-all">{name}</span> : <span>Domain #{id}</span>;
}

/** The message's facts; the extension fields (to, from, domain) only when the service sends them. */
export function MessageProperties({ message }: { message: Message }) {
  const deliveredIn = message.delivered_at
    ? Date.parse(message.delivered_at) - Date.parse(message.created_at)
    : null;
  return (
    <dl className="flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800">
      {message.to && (
        <Row term="To">
          <Link
            to={href('messages', { to: message.to })}
            className="break-all text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
            aria-description="See every message to this address"
            title="See every message to this address"
          >
            {message.to}
          </Link>
        </Row>
      )}
      {message.from && (
        <Row term="From">
          <span className="break-all">{message.from}</span>
        </Row>
      )}
      {message.domain_id != null && (
        <Row term="Sending domain">
          <DomainName id={message.domain_id} />
        </Row>
      )}
      {message.stream && <Row term="Stream">{streamLabel(message.stream)}</Row>}
      <Row term="Created">
        <When iso={message.created_at} />
      </Row>
      <Row term="Delivered">
        {message.delivered_at ? (
          <When iso={message.delivered_at} />
        ) : (
          <span className="text-zinc-500 dark:text-zinc-400">Not delivered</span>
        )}
      </Row>
      <Row term="Time to deliver">
        {deliveredIn !== null ? (
          <span className="tabular-nums">{formatDuration(deliveredIn)}</span>
        ) : (
          <span className="text-zinc-500 dark:text-zinc-400">—</span>
        )}
      </Row>
    </dl>
  );
}
