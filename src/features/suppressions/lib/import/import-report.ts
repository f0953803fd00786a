import type { SuppressionReason } from '@/contract';
import { csvRow } from '@/lib/csv';
import type { SendResult } from '../../api/send-suppressions';
import type { AnalyzedRow, ImportAnalysis } from './analyze-rows';

export interface ReportRow {
  row: number;
  email: string;
  reason?: SuppressionReason;
  /** The reason value as the file had it. */
  source?: string;
  error: string;
}

/** A judged row as a row of a report: the address as the file had it, and why it is listed. */
export const reportRow = (r: AnalyzedRow): ReportRow => ({
  row: r.row,
  email: r.raw,
  ...(r.status === 'defaulted' ? { reason: r.reason } : {}),
  ...(r.source ? { source: r.source } : {}),
  error: r.note ?? 'Not a valid email address',
});

export interface ImportReport {
  created: number;
  exists: number;
  /** Refused here (not an address) or by the service. */
  invalid: ReportRow[];
  /** Listed by the source but not suppressed there for every message: not sent. */
  skipped: ReportRow[];
  /** Repeats within the file: not sent. */
  duplicates: number;
  /** Sent but not saved (network, server errors), or never sent because of Cancel. */
  failed: ReportRow[];
  cancelled: boolean;
}

/** The final tally: each row of the file counted exactly once. */
export function buildReport(
  analysis: ImportAnalysis,
  results: readonly SendResult[],
  cancelled: boolean,
): ImportReport {
  const report: ImportReport = {
    created: 0,
    exists: 0,
    invalid: analysis.invalid.map(reportRow),
    skipped: analysis.skipped.map(reportRow),
    duplicates: analysis.duplicates.length,
    failed: [],
    cancelled,
  };
  analysis.items.forEach((item, i) => {
    const result = results[i] ?? { result: 'skipped' };
    const base = { row: item.row, email: item.email, reason: item.reason };
    switch (result.result) {
      case 'created':
        report.created++;
        break;
      case 'exists':
        report.exists++;
        break;
      case 'invalid':
        report.invalid.push({ ...base, error: result.error });
        break;
      case 'failed':
        report.failed.push({ ...base, error: result.error });
        break;
      case 'skipped':
        report.failed.push({ ...base, error: 'Not sent: the import was cancelled' });
        break;
    }
  });
  report.invalid.sort((a, b) => a.row - b.row);
  return report;
}

/**
 * Rows to fix or retry, as CSV the importer reads back (`email`, `reason`), plus the file's own
 * reason value, why and where.
 */
export function reportRowsCsv(rows: readonly ReportRow[]): string {
  return (
    csvRow(['email', 'reason', 'original_reason', 'error', 'row']) +
    rows.map((r) => csvRow([r.email, r.reason ?? '', r.source ?? '', r.error, r.row])).join('')
  );
}
