import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Message } from '@/contract';
import { DateTime } from '@/components/ui/date-time';
import { cn } from '@/lib/cn';
import { eventTypeLabels } from '../lib/event-meta';
import { StatusBadge } from './status-badge';

/** What a row's link carries to the timeline, so Esc there comes back to this list and this row. */
export interface ActivityReturn {
  activitySearch: string;
  focusId: string;
}

interface ActivityTableProps {
  messages: readonly Message[];
  domainNames: ReadonlyMap<number, string>;
  stale: boolean;
  /** The row to focus on arrival (coming back from a timeline). */
  focusId?: string | undefined;
}

const th = 'px-3 py-2 text-left text-xs font-medium text-zinc-500 dark:text-zinc-400';
const td = 'px-3 py-2 align-middle';

/**
 * The activity log's rows. One row is in the tab order at a time; j/k or the arrows move between
 * rows, Enter opens the timeline, Home/End jump to the ends.
 */
export function ActivityTable({ messages, domainNames, stale, focusId }: ActivityTableProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const start = Math.max(0, focusId ? messages.findIndex((m) => m.id === focusId) : 0);
  const [active, setActive] = useState(start);
  const current = Math.min(active, messages.length - 1);

  useEffect(() => {
    if (focusId) rows.current[start]?.focus();
  }, [focusId, start]);

  const open = (m: Message) => {
    const state: ActivityReturn = { activitySearch: search, focusId: m.id };
    void navigate(`/messages/${m.id}`, { state });
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(messages.length - 1, to));
    setActive(next);
    rows.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const actions: Record<string, () => void> = {
      j: () => move(index + 1),
      ArrowDown: () => move(index + 1),
      k: () => move(index - 1),
      ArrowUp: () => move(index - 1),
      Home: () => move(0),
      End: () => move(messages.length - 1),
      Enter: () => open(messages[index]!),
    };
    const action = actions[e.key];
    if (action && e.target === e.currentTarget) {
      e.preventDefault();
      action();
    }
  };

  return (
    <div className="overflow-x-auto">
      <table
        aria-label="Messages"
        aria-describedby="activity-keys"
        className={cn('w-full border-collapse text-sm', stale && 'opacity-60')}
      >
        <thead className="border-b border-zinc-200 dark:border-zinc-800">
          <tr>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Recipient
            </th>
            <th scope="col" className={th}>
              Subject
            </th>
            <th scope="col" className={cn(th, 'hidden lg:table-cell')}>
              Domain
            </th>
            <th scope="col" className={th}>
              Created
            </th>
            <th scope="col" className={cn(th, 'hidden md:table-cell')}>
              Last event
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
          {messages.map((m, i) => (
            <tr
              key={m.id}
              ref={(el) => {
                rows.current[i] = el;
              }}
              tabIndex={i === current ? 0 : -1}
              onFocus={() => setActive(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
              onClick={(e) => {
                if (!(e.target as HTMLElement).closest('a')) open(m);
              }}
              className="cursor-pointer hover:bg-zinc-50 focus-visible:bg-indigo-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:hover:bg-zinc-800/50 dark:focus-visible:bg-indigo-950/40"
            >
              <td className={cn(td, 'whitespace-nowrap')}>
                <StatusBadge status={m.status} />
              </td>
              <td className={cn(td, 'max-w-48 truncate text-zinc-700 dark:text-zinc-300')}>
                <bdi>{m.to ?? '—'}</bdi>
              </td>
              <td className={cn(td, 'max-w-64 truncate')}>
                <Link
                  to={`/messages/${m.id}`}
                  state={{ activitySearch: search, focusId: m.id } satisfies ActivityReturn}
                  tabIndex={-1}
                  className="font-medium text-zinc-900 hover:underline dark:text-zinc-100"
                >
                  {m.subject ? <bdi>{m.subject}</bdi> : '(no subject)'}
                </Link>
              </td>
              <td className={cn(td, 'hidden truncate text-zinc-600 lg:table-cell dark:text-zinc-400')}>
                {m.domain_id == null ? '—' : (domainNames.get(m.domain_id) ?? `#${m.domain_id}`)}
              </td>
              <td className={cn(td, 'whitespace-nowrap text-xs text-zinc-500 dark:text-zinc-400')}>
                <DateTime iso={m.created_at} />
              </td>
              <td
                className={cn(
                  td,
                  'hidden whitespace-nowrap text-xs text-zinc-600 md:table-cell dark:text-zinc-400',
                )}
              >
                {m.last_event ? (
                  <>
                    {eventTypeLabels[m.last_event.type as keyof typeof eventTypeLabels] ?? m.last_event.type}
                    {' · '}
                    <DateTime iso={m.last_event.timestamp} />
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
