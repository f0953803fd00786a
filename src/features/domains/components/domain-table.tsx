import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import type { Domain } from '@/contract';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { DateTime } from '@/components/ui/date-time';
import { href } from '@/lib/href';
import { healthWords } from '../utils/status-words';
import { StatusBadge } from './status-badge';

const link =
  'rounded font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300';

/**
 * `detailed`: the service answers health (the domains extension, not only the statistics' `{id, name}`
 * list): then each row has its health, next step and last check, and opens the domain's page.
 */
function domainColumns(detailed: boolean): Column<Domain>[] {
  const name: Column<Domain> = {
    id: 'name',
    header: 'Domain',
    rowHeader: true,
    phone: 'title',
    skeleton: 'w-40',
    cell: (d, { tabIndex }) =>
      detailed ? (
        <Link to={href('domain', { id: d.id })} tabIndex={tabIndex} className={`${link} break-all`}>
          {d.name}
        </Link>
      ) : (
        <span className="break-all">{d.name}</span>
      ),
  };
  if (!detailed) return [name];
  return [
    name,
    {
      id: 'health',
      header: 'Health',
      skeleton: 'w-24',
      className: 'whitespace-nowrap',
      cell: (d) => (d.health ? <StatusBadge word={healthWords[d.health]} /> : '—'),
    },
    {
      id: 'next',
      header: 'What to do next',
      skeleton: 'w-48',
      // Two lines in the list, on a card as in the table (a check's reason can run to five on a
      // phone): the rest is on the domain's page, and in the tooltip. Screen readers hear all of it.
      cell: (d) => {
        const next = d.next_step ?? (d.health === 'ready' ? 'Nothing: its records are in place.' : '—');
        return (
          <span title={next} className="line-clamp-2 text-zinc-700 dark:text-zinc-300">
            {next}
          </span>
        );
      },
    },
    {
      id: 'checked',
      header: 'Last checked',
      skeleton: 'w-20',
      className: 'whitespace-nowrap',
      cell: (d) => (d.checked_at ? <DateTime iso={d.checked_at} /> : 'Not yet'),
    },
  ];
}

export function DomainTable({
  domains,
  loading,
  error,
  empty,
}: {
  domains: readonly Domain[];
  loading: boolean;
  error?: ReactNode;
  empty?: ReactNode;
}) {
  const navigate = useNavigate();
  const detailed = domains.some((d) => d.health !== undefined);
  const columns = useMemo(() => domainColumns(detailed || loading), [detailed, loading]);
  const sorted = useMemo(() => [...domains].sort((a, b) => a.name.localeCompare(b.name)), [domains]);
  return (
    <DataTable
      label="Sending domains"
      columns={columns}
      rows={sorted}
      placeholderRows={3}
      status={{ loading, loadingLabel: 'Loading domains…', error, empty }}
      onOpen={detailed ? (d) => void navigate(href('domain', { id: d.id })) : undefined}
      tableClassName="min-w-[40rem]"
    />
  );
}
