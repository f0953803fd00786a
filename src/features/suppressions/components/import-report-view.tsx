import { formatNumber } from '@/lib/format';
import type { ImportReport } from '../lib/import/import-report';
import { ReportRowsList } from './report-rows-list';
import { StatTile } from './stat-tile';

/** The final report: every row of the file counted once, failures downloadable to retry. */
export function ImportReportView({ report, fileName }: { report: ImportReport; fileName: string }) {
  return (
    <div className="flex flex-col gap-4">
      {report.cancelled && (
        <p
          role="status"
          className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
        >
          Import cancelled. What was sent before is saved; the rest is listed under failed rows, ready to
          retry.
        </p>
      )}
      <div role="group" aria-label="Import report">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <StatTile label="Created" value={report.created} tone="success" />
          <StatTile label="Already present" value={report.exists} />
          <StatTile label="Invalid" value={report.invalid.length} tone="warning" />
          <StatTile label="Failed" value={report.failed.length} tone="danger" />
        </dl>
      </div>
      {report.duplicates > 0 && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {report.duplicates === 1
            ? '1 repeated row in the file was sent only once.'
            : `${formatNumber(report.duplicates)} repeated rows in the file were sent only once.`}
        </p>
      )}
      {report.skipped.length > 0 && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {report.skipped.length === 1
            ? '1 row was skipped: the source itself does not suppress it'
            : `${formatNumber(report.skipped.length)} rows were skipped: the source itself does not suppress them`}{' '}
          for every message.
        </p>
      )}
      {report.failed.length > 0 && (
        <ReportRowsList title="Failed rows" fileName={`failed-rows-${fileName}`} rows={report.failed} />
      )}
      {report.invalid.length > 0 && (
        <ReportRowsList title="Invalid rows" fileName={`invalid-rows-${fileName}`} rows={report.invalid} />
      )}
      {report.skipped.length > 0 && (
        <ReportRowsList title="Skipped rows" fileName={`skipped-rows-${fileName}`} rows={report.skipped} />
      )}
    </div>
  );
}
