import type { DomainHistoryEntry } from '@/contract';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { DateTime } from '@/components/ui/date-time';
import { recordKindLabels } from '../utils/status-words';
import { DomainSection } from './domain-section';

/** `dkim:s1` → "DKIM s1", `blocklist:zen.spamhaus.org:192.0.2.1` → "Blocklist zen.spamhaus.org 192.0.2.1". */
function subjectLabel(subject: string): string {
  const [kind = '', ...rest] = subject.split(':');
  const name =
    kind in recordKindLabels
      ? recordKindLabels[kind as keyof typeof recordKindLabels]
      : kind === 'ptr'
        ? 'Reverse DNS'
        : kind === 'blocklist'
          ? 'Blocklist'
          : kind;
  return [name, ...rest].join(' ');
}

const said = (status: string | null) => (status === null ? 'nothing' : status.replaceAll('_', ' '));

const columns: Column<DomainHistoryEntry>[] = [
  {
    id: 'at',
    header: 'When',
    className: 'whitespace-nowrap',
    cell: (h) => <DateTime iso={h.at} mode="utc" />,
  },
  { id: 'subject', header: 'What', rowHeader: true, phone: 'title', cell: (h) => subjectLabel(h.subject) },
  {
    id: 'change',
    header: 'Change',
    className: 'whitespace-nowrap',
    cell: (h) => `${said(h.from)} → ${said(h.to)}`,
  },
  { id: 'found', header: 'Found', className: 'font-mono text-xs break-all', cell: (h) => h.found ?? '—' },
];

/** Each change of a record's, IP's or list's status: when, from what to what, and the value found. */
export function DomainHistory({ entries }: { entries: readonly DomainHistoryEntry[] }) {
  const newest = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <DomainSection title="History" description="Every change the checks saw, newest first.">
      <DataTable
        label="Check history"
        columns={columns}
        rows={newest}
        rowKey={(h) => `${h.at}:${h.subject}`}
        compact
        status={{ empty: <p className="text-sm text-zinc-500 dark:text-zinc-400">No changes yet.</p> }}
      />
    </DomainSection>
  );
}
