import type { ReverseDns } from '@/contract';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { recordStatusWords } from '../utils/status-words';
import { DomainSection } from './domain-section';
import { StatusBadge } from './status-badge';

const columns: Column<ReverseDns>[] = [
  {
    id: 'ip',
    header: 'Sending IP',
    rowHeader: true,
    phone: 'title',
    className: 'font-mono text-xs',
    cell: (r) => r.ip,
  },
  {
    id: 'status',
    header: 'Status',
    className: 'whitespace-nowrap',
    cell: (r) => <StatusBadge word={recordStatusWords[r.status]} />,
  },
  { id: 'ptr', header: 'PTR name', className: 'font-mono text-xs break-all', cell: (r) => r.ptr ?? 'None' },
  {
    id: 'problem',
    header: 'Finding',
    cell: (r) => r.problem ?? (r.status === 'verified' ? 'Resolves back to this IP.' : '—'),
  },
];

/** The sending IPs' reverse DNS: set by whoever runs the IPs (the service), shown so a sender knows. */
export function ReverseDnsSection({ entries }: { entries: readonly ReverseDns[] }) {
  return (
    <DomainSection
      title="Reverse DNS"
      description="Each sending IP's PTR name, and whether that name resolves back to the IP (receivers check both). The service that owns the IPs sets these."
    >
      <DataTable
        label="Reverse DNS of the sending IPs"
        columns={columns}
        rows={entries}
        rowKey={(r) => r.ip}
        compact
        status={{
          empty: <p className="text-sm text-zinc-500 dark:text-zinc-400">No sending IPs to check.</p>,
        }}
      />
    </DomainSection>
  );
}
