import { useEffect, useRef } from 'react';
import type { BlocklistResult } from '@/contract';
import type { BadgeTone } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { DateTime } from '@/components/ui/date-time';
import { AlertIcon, CheckCircleIcon, XCircleIcon } from '@/components/ui/icons';
import type { StatusWord } from '../utils/status-words';
import { DomainSection } from './domain-section';
import { StatusBadge } from './status-badge';

/** A list that refused the query (Spamhaus through a public resolver) is "could not check", never "listed". */
const words: Record<BlocklistResult['status'], StatusWord> = {
  clear: { label: 'Not listed', tone: 'success' satisfies BadgeTone, icon: CheckCircleIcon },
  listed: { label: 'Listed', tone: 'danger', icon: XCircleIcon },
  error: { label: 'Could not check', tone: 'warning', icon: AlertIcon },
};

const link = 'text-indigo-700 underline underline-offset-2 dark:text-indigo-300';

const columns: Column<BlocklistResult>[] = [
  {
    id: 'list',
    header: 'List',
    rowHeader: true,
    phone: 'title',
    cell: (b) => <span title={b.zone}>{b.list}</span>,
  },
  { id: 'target', header: 'Checked', className: 'font-mono text-xs break-all', cell: (b) => b.target },
  {
    id: 'status',
    header: 'Status',
    className: 'whitespace-nowrap',
    cell: (b) => (
      <span className="flex flex-col items-start gap-0.5">
        <StatusBadge word={words[b.status]} />
        {b.code && <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{b.code}</span>}
      </span>
    ),
  },
  {
    id: 'since',
    header: 'Listed since',
    className: 'whitespace-nowrap',
    cell: (b) => (b.status === 'listed' && b.listed_since ? <DateTime iso={b.listed_since} /> : '—'),
  },
  {
    id: 'action',
    header: 'What to do',
    cell: (b, { tabIndex }) =>
      b.status === 'listed' ? (
        <span className="flex flex-col gap-0.5">
          {b.problem && <span>{b.problem}</span>}
          {b.delist_url ? (
            <a
              href={b.delist_url}
              target="_blank"
              rel="noopener noreferrer"
              tabIndex={tabIndex}
              className={link}
            >
              Request delisting <span className="sr-only">from {b.list}</span>
            </a>
          ) : (
            'Ask the list how to be delisted.'
          )}
        </span>
      ) : (
        (b.problem ?? (b.status === 'error' ? 'The list did not answer; nothing is known.' : '—'))
      ),
  },
];

/** Listed first: what needs doing at the top. */
const order = { listed: 0, error: 1, clear: 2 } as const;

/** Each sending IP and the domain against the blocklists; `marked`: a reply named one (a link led here). */
export function BlocklistSection({
  results,
  marked,
}: {
  results: readonly BlocklistResult[];
  marked: boolean;
}) {
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (marked) section.current?.scrollIntoView?.({ block: 'start' });
  }, [marked]);
  const sorted = [...results].sort((a, b) => order[a.status] - order[b.status]);
  return (
    <div ref={section}>
      <DomainSection
        id="blocklists"
        title="Blocklists"
        marked={marked}
        description="Each sending IP and this domain, looked up on the DNS blocklists receivers use. A list that refuses the lookup is shown as could not check, not as a listing."
      >
        <DataTable
          label="Blocklists"
          columns={columns}
          rows={sorted}
          rowKey={(b) => `${b.zone}:${b.target}`}
          compact
          status={{
            empty: <p className="text-sm text-zinc-500 dark:text-zinc-400">No blocklists were checked.</p>,
          }}
        />
      </DomainSection>
    </div>
  );
}
