import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { DomainRecord, DomainRecordKind } from '@/contract';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { recordKindLabels, recordStatusWords } from '../utils/status-words';
import { RecordFindings } from './record-findings';
import { StatusBadge } from './status-badge';

const code = 'font-mono text-xs break-all text-zinc-800 dark:text-zinc-200';
const copy = 'h-6 shrink-0 px-1.5 text-xs';

const recordName = (r: DomainRecord) => `${recordKindLabels[r.kind]}${r.selector ? ` ${r.selector}` : ''}`;
const recordKey = (r: DomainRecord) => `${r.kind}:${r.selector ?? r.fqdn}`;

const roleWords = { active: 'signing', next: 'next key', retiring: 'retiring' } as const;

/** A TXT value split into DNS strings, as providers that want them quoted take it. */
const quoted = (strings: readonly string[]) => strings.map((s) => `"${s}"`).join(' ');

function ValueCell({ record, tabIndex }: { record: DomainRecord; tabIndex: 0 | -1 }) {
  const split = record.strings && record.strings.length > 1 ? record.strings : null;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span className="flex items-start gap-2">
        <code className={`${code} min-w-0 flex-1`}>{record.value}</code>
        <CopyButton
          value={record.value}
          what={`${recordName(record)} value`}
          variant="ghost"
          className={copy}
          tabIndex={tabIndex}
        />
      </span>
      {split && (
        <details className="text-xs text-zinc-600 dark:text-zinc-400">
          <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-indigo-500">
            As {split.length} strings of at most 255 characters (for providers that want it split)
          </summary>
          <ol className="mt-1 flex list-decimal flex-col gap-1 pl-5">
            {split.map((s, i) => (
              <li key={i}>
                <code className={code}>"{s}"</code>
              </li>
            ))}
          </ol>
          <CopyButton
            value={quoted(split)}
            label="Copy as strings"
            what={`of the ${recordName(record)} value`}
            variant="ghost"
            className={`${copy} mt-1`}
            tabIndex={tabIndex}
          />
        </details>
      )}
    </div>
  );
}

function recordColumns(marked: DomainRecordKind | undefined): Column<DomainRecord>[] {
  return [
    {
      id: 'record',
      header: 'Record',
      rowHeader: true,
      phone: 'title',
      className: 'align-top whitespace-nowrap',
      cell: (r) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-medium">
            {recordName(r)}
            {r.dkim_role && (
              <span className="ml-1 text-xs font-normal text-zinc-600 dark:text-zinc-400">
                ({roleWords[r.dkim_role]})
              </span>
            )}
          </span>
          <StatusBadge word={recordStatusWords[r.status]} />
          {r.required === false && (
            <span className="text-xs text-zinc-600 dark:text-zinc-400">Recommended</span>
          )}
          {r.kind === marked && <Badge tone="accent">The failure points here</Badge>}
        </span>
      ),
    },
    { id: 'type', header: 'Type', className: 'align-top font-mono text-xs', cell: (r) => r.type },
    {
      id: 'host',
      header: 'Host',
      className: 'align-top',
      cell: (r, { tabIndex }) => (
        <span className="flex flex-col gap-0.5">
          <span className="flex items-start gap-2">
            <code className={code}>{r.host}</code>
            <CopyButton
              value={r.host}
              what={`${recordName(r)} host`}
              variant="ghost"
              className={copy}
              tabIndex={tabIndex}
            />
          </span>
          <span className="text-xs break-all text-zinc-600 dark:text-zinc-400">
            <span className="sr-only">Absolute name: </span>
            {r.fqdn}
          </span>
        </span>
      ),
    },
    {
      id: 'value',
      header: 'Value',
      className: 'align-top w-1/2',
      cell: (r, { tabIndex }) => <ValueCell record={r} tabIndex={tabIndex} />,
    },
  ];
}

/**
 * The records to publish, as a DNS provider's form asks for them (type, host relative to the
 * domain, value), each with what the last check found when it is not as expected. `marked`: the
 * record a failure pointed at (`?record=dkim`), marked and scrolled to.
 */
export function RecordTable({
  records,
  marked,
}: {
  records: readonly DomainRecord[];
  marked?: DomainRecordKind | undefined;
}) {
  const columns = useMemo(() => recordColumns(marked), [marked]);
  const rows = useRef(new Map<string, HTMLTableRowElement>());
  const target =
    records.find((r) => r.kind === marked && r.dkim_role !== 'retiring') ??
    records.find((r) => r.kind === marked);
  const targetKey = target && recordKey(target);
  // Scrolled to once per target, as soon as its row is drawn: a table draws its first rows a moment
  // after they arrive, so the row may come after this render or long before it.
  const scrolledTo = useRef<string | undefined>(undefined);
  const scrollTo = useCallback((key: string | undefined) => {
    const row = key === undefined ? undefined : rows.current.get(key);
    if (!row || scrolledTo.current === key) return;
    scrolledTo.current = key;
    row.scrollIntoView?.({ block: 'center' });
  }, []);
  useEffect(() => scrollTo(targetKey), [scrollTo, targetKey]);
  return (
    <DataTable
      label="Records to publish"
      columns={columns}
      rows={records}
      rowKey={recordKey}
      rowRef={(key, el) => {
        if (el) rows.current.set(key, el);
        else rows.current.delete(key);
        if (el && key === targetKey) scrollTo(key);
      }}
      rowClassName={(r) => (r.kind === marked ? 'bg-indigo-50/70 dark:bg-indigo-500/10' : undefined)}
      detail={(r) =>
        r.status === 'verified'
          ? null
          : { id: `findings-${recordKey(r)}`, content: <RecordFindings record={r} /> }
      }
      status={{
        empty: (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            The service listed no records for this domain.
          </p>
        ),
      }}
      tableClassName="min-w-[48rem]"
    />
  );
}
