import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import type { AuditEntry } from '@/contract';
import { DataTable, type Column, type TableStatus } from '@/components/ui/data-table/data-table';
import { DateTime } from '@/components/ui/date-time';
import { useTabStop } from '@/components/ui/tab-stop';
import { auditActionLabel, auditActor, auditSummary, auditTarget } from '@/lib/audit-labels';
import { href } from '@/lib/href';
import { peopleQueries } from '@/lib/people-queries';

const link = 'text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

/** Where a target can be looked at: webhooks and alert rules by id, suppressions by their address; named as people know it. */
function TargetLink({ entry }: { entry: AuditEntry }) {
  // Only the focused row's link is in the Tab order (the table's roving tabindex).
  const tabIndex = useTabStop();
  const detail = (entry.detail.after ?? entry.detail.before) as { email?: unknown } | undefined;
  // A person is read by their address: the people list (the Person filter's) names one the entry names by id.
  const { data: people } = useQuery({ ...peopleQueries.list(), enabled: entry.target_type === 'person' });
  const emailOf = (id: string) => people?.people.find((p) => String(p.id) === id)?.email;
  const name = <bdi>{auditTarget(entry, emailOf)}</bdi>;
  if (entry.target_type === 'webhook' && entry.action !== 'webhook.delete') {
    return (
      <Link to={href('webhook', { id: entry.target_id })} tabIndex={tabIndex} className={link}>
        {name}
      </Link>
    );
  }
  if (entry.target_type === 'suppression' && typeof detail?.email === 'string') {
    return (
      <Link to={href('suppressions', { q: detail.email })} tabIndex={tabIndex} className={link}>
        {name}
      </Link>
    );
  }
  if (entry.target_type === 'alert_rule' && entry.action !== 'alert_rule.delete') {
    return (
      <Link to={href('alertRule', { id: entry.target_id })} tabIndex={tabIndex} className={link}>
        {name}
      </Link>
    );
  }
  return name;
}

const columns: Column<AuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    skeleton: 'w-20',
    cell: (entry) => <DateTime iso={entry.at} />,
  },
  {
    id: 'by',
    // The person signed in, the key for machines, or the service itself.
    header: 'By',
    // Long names and URLs wrap where they must, ordinary words never mid-word.
    className: 'wrap-anywhere',
    skeleton: 'w-24',
    cell: (entry) => <bdi>{auditActor(entry)}</bdi>,
  },
  {
    id: 'action',
    header: 'Action',
    phone: 'title',
    className: 'font-medium whitespace-nowrap text-zinc-900 dark:text-zinc-100',
    skeleton: 'w-28',
    cell: (entry) => auditActionLabel(entry.action),
  },
  {
    id: 'target',
    header: 'Target',
    // Addresses and URLs wrap where they must, ordinary words never mid-word.
    className: 'wrap-anywhere',
    cardClassName: 'wrap-anywhere',
    skeleton: 'w-24',
    cell: (entry) => <TargetLink entry={entry} />,
  },
  {
    id: 'change',
    header: 'Change',
    className: 'wrap-anywhere',
    cardClassName: 'wrap-anywhere',
    skeleton: 'w-40',
    cell: (entry) => <bdi>{auditSummary(entry, { subject: false })}</bdi>,
  },
  {
    id: 'request',
    header: 'Request',
    className: 'font-mono text-xs text-zinc-500 dark:text-zinc-400',
    cardClassName: 'font-mono text-xs text-zinc-500 dark:text-zinc-400',
    skeleton: 'w-16',
    cell: (entry) =>
      entry.request_id ? <span title={entry.request_id}>{entry.request_id.slice(0, 8)}</span> : '—',
  },
];

/** The audit log's entries; rows take focus one at a time, so its links are a few Tab stops, not one per row. */
export function AuditTable({ entries, status }: { entries: readonly AuditEntry[]; status: TableStatus }) {
  return (
    <DataTable
      label="Changes, newest first"
      columns={columns}
      rows={entries}
      status={status}
      rowFocus
      alignTop
      tableClassName="min-w-[48rem]"
    />
  );
}
