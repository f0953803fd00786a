import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ScrollBox } from '@/components/ui/scroll-box';
import { Spinner } from '@/components/ui/skeleton';
import type { ImportAnalysis, ImportMapping, RowStatus } from '../lib/import/analyze-rows';
import { formatLabels, type ColumnGuess } from '../lib/import/columns';
import { pastedFileName } from '../lib/import/paste';
import { ImportBuckets } from './import-buckets';
import { ImportMappingFields } from './import-mapping';
import { ReasonSummaryList } from './reason-summary-list';
import { SourceReason } from './source-reason';

const statusBadges: Record<RowStatus, [BadgeTone, string]> = {
  valid: ['success', 'Valid'],
  defaulted: ['success', 'Valid'],
  skipped: ['neutral', 'Skipped'],
  invalid: ['danger', 'Invalid'],
  duplicate: ['warning', 'Duplicate'],
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
          <ImportBuckets
            analysis={analysis}
            fileName={fileName}
            hasReasonColumn={mapping.reasonColumn !== -1}
            unit={
              fileName === pastedFileName
                ? { one: 'pasted entry', many: 'pasted entries' }
                : { one: 'row', many: 'rows' }
            }
          />
          <ReasonSummaryList summary={analysis.summary} />
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
                    Reason (in the file → here)
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
                      <SourceReason
                        inline
                        source={row.source}
                        reason={row.status === 'skipped' ? null : row.reason}
                        defaulted={row.status === 'defaulted'}
                      />
                    </td>
                    <td className="px-3 py-1.5">
                      <span className="flex items-center gap-2">
                        <Badge tone={statusBadges[row.status][0]}>{statusBadges[row.status][1]}</Badge>
                        {row.note && (
                          <span className="min-w-48 text-xs text-zinc-500 dark:text-zinc-400">
                            {row.note}
                          </span>
                        )}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        </>
      )}
    </div>
  );
}
