import { Badge } from '@/components/ui/badge';
import { ScrollBox } from '@/components/ui/scroll-box';
import { Spinner } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import type { AnalyzedRow, ImportAnalysis, ImportMapping } from '../lib/import/analyze-rows';
import { formatLabels, type ColumnGuess } from '../lib/import/columns';
import { ImportMappingFields } from './import-mapping';
import { ReasonBadge } from './reason-badge';
import { ReportRowsList } from './report-rows-list';
import { StatTile } from './stat-tile';

const statusBadge = (row: AnalyzedRow) =>
  row.status === 'valid' ? (
    <Badge tone="success">Valid</Badge>
  ) : row.status === 'invalid' ? (
    <Badge tone="danger">Invalid</Badge>
  ) : (
    <Badge tone="warning">Duplicate</Badge>
  );

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
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <span className="font-medium text-zinc-900 dark:text-zinc-100">{fileName}</span> looks like{' '}
        {formatLabels[guess.format]}. Check the columns, then import.
      </p>
      <ImportMappingFields columns={guess.columns} mapping={mapping} onChange={onRemap} />
      {mapping.emailColumn !== -1 && !analysis && (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-500">
          <Spinner size="sm" /> Checking rows…
        </p>
      )}
      {analysis && (
        <>
          <div role="group" aria-label="Dry run">
            <dl className="grid grid-cols-3 gap-3">
              <StatTile label="Ready to import" value={analysis.items.length} tone="success" />
              <StatTile label="Invalid" value={analysis.invalid.length} tone="danger" />
              <StatTile label="Duplicates in file" value={analysis.duplicates.length} tone="warning" />
            </dl>
          </div>
          {analysis.defaulted > 0 && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {formatNumber(analysis.defaulted)} rows have a reason we don't recognize; they get the default
              reason.
            </p>
          )}
          <ScrollBox
            label="First rows of the file"
            className="rounded-lg border border-zinc-200 dark:border-zinc-800"
          >
            <table className="w-full text-sm">
              <caption className="sr-only">First rows of the file</caption>
              <thead className="bg-zinc-50 text-left text-xs text-zinc-500 dark:bg-zinc-900 dark:text-zinc-400">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Row
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Address
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Reason
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Check
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
                {analysis.preview.map((row) => (
                  <tr key={row.row}>
                    <td className="px-3 py-1.5 text-zinc-500 tabular-nums">{row.row}</td>
                    <td className="max-w-64 truncate px-3 py-1.5 font-mono text-[13px]">{row.raw || '—'}</td>
                    <td className="px-3 py-1.5">
                      <ReasonBadge reason={row.reason} tooltip={false} />
                    </td>
                    <td className="px-3 py-1.5">
                      <span className="flex items-center gap-2">
                        {statusBadge(row)}
                        {row.note && (
                          <span className="text-xs text-zinc-500 dark:text-zinc-400">{row.note}</span>
                        )}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
          {analysis.invalid.length > 0 && (
            <ReportRowsList
              title="Invalid rows"
              fileName={`invalid-rows-${fileName}`}
              rows={analysis.invalid.map((r) => ({ row: r.row, email: r.raw, error: r.note ?? '' }))}
            />
          )}
        </>
      )}
    </div>
  );
}
