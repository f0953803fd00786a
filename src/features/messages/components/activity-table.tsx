import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import type { Message } from '@/contract';
import { DataTable, type Column, type TableStatus } from '@/components/ui/data-table/data-table';
import { DateTime } from '@/components/ui/date-time';
import { bounceClassLabels, bounceSideLabels } from '@/lib/labels/bounce-labels';
import { eventTypeLabels } from '../lib/event-meta';
import { StatusBadge } from './status-badge';
import { StreamBadge } from './stream-badge';
import { SystemBadge } from './system-badge';
import { href } from '@/lib/href';

/** What a row's link carries to the timeline, so Esc there comes back to this list and this row. */
export interface ActivityReturn {
  activitySearch: string;
  focusId: string;
}

interface ActivityTableProps {
  messages: readonly Message[];
  domainNames: ReadonlyMap<number, string>;
  status: TableStatus;
  /** The row to focus on arrival (coming back from a timeline). */
  focusId?: string | undefined;
}

function activityColumns(search: string, domainNames: ReadonlyMap<number, string>): Column<Message>[] {
  return [
    {
      id: 'status',
      header: 'Status',
      phone: 'end',
      className: 'whitespace-nowrap',
      skeleton: 'w-20',
      cell: (m) => <StatusBadge status={m.status} />,
    },
    {
      id: 'recipient',
      header: 'Recipient',
      className: 'max-w-48 truncate',
      cardClassName: 'truncate',
      skeleton: 'w-32',
      cell: (m) => <bdi>{m.to ?? '—'}</bdi>,
    },
    {
      id: 'subject',
      header: 'Subject',
      phone: 'title',
      className: 'max-w-64 truncate',
      cardClassName: 'truncate',
      skeleton: 'w-48',
      cell: (m) => (
        <>
          {m.origin === 'system' && <SystemBadge message={m} />}
          {m.stream === 'bulk' && <StreamBadge message={m} />}{' '}
          <Link
            to={href('message', { id: m.id })}
            state={{ activitySearch: search, focusId: m.id } satisfies ActivityReturn}
            // The row is the Tab stop and opens the same timeline with Enter.
            tabIndex={-1}
            className="font-medium text-zinc-900 hover:underline dark:text-zinc-100"
          >
            {m.subject ? <bdi>{m.subject}</bdi> : '(no subject)'}
          </Link>
        </>
      ),
    },
    {
      id: 'domain',
      header: 'Domain',
      hideBelow: 'lg',
      // A phone's card keeps what finds a message; the timeline has the rest.
      phone: 'hide',
      className: 'truncate text-zinc-600 dark:text-zinc-400',
      cell: (m) => (m.domain_id == null ? '—' : (domainNames.get(m.domain_id) ?? `#${m.domain_id}`)),
    },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap text-xs text-zinc-500 dark:text-zinc-400',
      cell: (m) => <DateTime iso={m.created_at} />,
    },
    {
      id: 'last-event',
      header: 'Last event',
      hideBelow: 'md',
      phone: 'hide',
      className: 'whitespace-nowrap text-xs text-zinc-600 dark:text-zinc-400',
      cell: (m) => (
        <>
          {m.last_event ? (
            <>
              {eventTypeLabels[m.last_event.type as keyof typeof eventTypeLabels] ?? m.last_event.type}
              {' · '}
              <DateTime iso={m.last_event.timestamp} />
            </>
          ) : (
            '—'
          )}
          {m.classification && (
            <span className="block text-zinc-500 dark:text-zinc-400">
              {bounceClassLabels[m.classification.class]} · {bounceSideLabels[m.classification.side]}
            </span>
          )}
        </>
      ),
    },
  ];
}

/**
 * The activity log's rows. One row is in the tab order at a time; j/k or the arrows move between
 * rows, Enter opens the timeline, Home/End jump to the ends.
 */
export function ActivityTable({ messages, domainNames, status, focusId }: ActivityTableProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const columns = useMemo(() => activityColumns(search, domainNames), [search, domainNames]);
  return (
    <DataTable
      label="Messages"
      columns={columns}
      rows={messages}
      status={status}
      placeholderRows={5}
      focusKey={focusId}
      onOpen={(m) => {
        const state: ActivityReturn = { activitySearch: search, focusId: m.id };
        void navigate(href('message', { id: m.id }), { state });
      }}
      keysHint={
        <>
          <kbd>j</kbd>/<kbd>k</kbd> or arrows to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> in a message
          to come back.
        </>
      }
    />
  );
}
