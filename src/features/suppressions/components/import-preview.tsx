import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { Spinner } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import type { AnalyzedRow, ImportAnalysis, ImportMapping, RowStatus } from '../lib/import/analyze-rows';
import { formatLabels, type ColumnGuess } from '../lib/import/columns';
import { pastedFileName } from '../lib/import/paste';
import { ImportBuckets } from './import-buckets';
import { ImportMappingFields } from './import-mapping';
import { PastedFields } from './pasted-fields';
import { ReasonSummaryList } from './reason-summary-list';
import { SourceReason } from './source-reason';

const statusBadges: Record<RowStatus, [BadgeTone, string]> = {
  valid: ['success', 'Valid'],
  defaulted: ['success', 'Valid'],
  skipped: ['neutral', 'Skipped'],
  invalid: ['danger', 'Invalid'],
  duplicate: ['warning', 'Duplicate'],
};

/** The preview's columns; `numbered` heads the first ("Row" of a file, "Entry" of pasted text). */
const previewColumns = (numbered: string, reasonHeader: string): Column<AnalyzedRow>[] => [
  { id: 'row', header: numbered, className: 'text-zinc-500 tabular-nums', cell: (row) => row.row },
  {
    id: 'address',
    header: 'Address',
    className: 'max-w-64 truncate font-mono text-[13px]',
    cell: (row) => row.raw || '—',
  },
  {
    id: 'reason',
    header: reasonHeader,
    cell: (row) => (
      <SourceReason
        inline
        source={row.source}
        reason={row.status === 'skipped' ? null : row.reason}
        defaulted={row.status === 'defaulted'}
      />
    ),
  },
  {
    id: 'check',
    header: 'Check',
    cell: (row) => (
      <span className="flex items-center gap-2">
        <Badge tone={statusBadges[row.status][0]}>{statusBadges[row.status][1]}</Badge>
        {row.note && <span className="min-w-48 text-xs text-zinc-500 dark:text-zinc-400">{row.note}</span>}
      </span>
    ),
  },
];

const dateSample = (analysis: ImportAnalysis | null) => {
  const dated = analysis?.preview.find((row) => row.createdAt);
  return dated?.createdAt ? { row: dated.row, at: dated.createdAt } : null;
};

/** The dry run: what the file holds and what would be sent, before anything is. */
export function ImportPreview({
  fileName,
  guess,
  mapping,
  analysis,
  onRemap,
}: {
  fileName: string;
  guess: ColumnGuess;
  mapping: ImportMapping;
  analysis: ImportAnalysis | null;
  onRemap: (patch: Partial<ImportMapping>) => void;
}) {
  const pasted = fileName === pastedFileName;
  const tableLabel = pasted ? 'First pasted entries' : 'First rows of the file';
  return (
    <div className="flex flex-col gap-5">
      {pasted ? (
        <>
          {analysis && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {`${formatNumber(analysis.total)} pasted ${analysis.total === 1 ? 'entry' : 'entries'}, each read as one address.`}
            </p>
          )}
          <PastedFields mapping={mapping} onChange={onRemap} />
        </>
      ) : (
        <>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <span className="font-medium text-zinc-900 dark:text-zinc-100">{fileName}</span> looks like{' '}
            {formatLabels[guess.format]}. Check the columns, then import.
          </p>
          <ImportMappingFields
            columns={guess.columns}
            mapping={mapping}
            dateSample={dateSample(analysis)}
            onChange={onRemap}
          />
        </>
      )}
      {mapping.emailColumn !== -1 && !analysis && (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-500">
          <Spinner size="sm" /> Checking rows…
        </p>
      )}
      {analysis && (
        <>
          <ImportBuckets
            analysis={analysis}
            fileName={fileName}
            hasReasonColumn={mapping.reasonColumn !== -1}
            unit={pasted ? { one: 'pasted entry', many: 'pasted entries' } : { one: 'row', many: 'rows' }}
          />
          {/* Pasted entries all take the one reason chosen above: nothing to sum up. */}
          {!pasted && <ReasonSummaryList summary={analysis.summary} />}
          <DataTable
            label={tableLabel}
            columns={
              pasted
                ? previewColumns('Entry', 'Reason')
                : previewColumns('Row', 'Reason (in the file → here)')
            }
            rows={analysis.preview}
            rowKey={(row) => String(row.row)}
            compact
            // Long addresses and replies side by side: on a phone the preview scrolls in its box.
            phone="scroll"
            scroll={{ label: tableLabel }}
          />
        </>
      )}
    </div>
  );
}
