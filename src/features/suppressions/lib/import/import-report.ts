import type { SuppressionReason } from '@/contract';
import { csvRow } from '@/lib/csv';
import type { SendResult } from '../../api/send-suppressions';
import type { ImportAnalysis } from './analyze-rows';

export interface ReportRow {
  row: number;
  email: string;
  reason?: SuppressionReason;
  error: string;
}

export interface ImportReport {
  created: number;
  exists: number;
  /** Refused here (not an address) or by the service. */
  invalid: ReportRow[];
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
    invalid: analysis.invalid.map((r) => ({
      row: r.row,
      email: r.raw,
      error: r.note ?? 'Not a valid email address',
    })),
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

/** Rows to fix or retry, as CSV the importer reads back (`email`, `reason`), plus why and where. */
export function reportRowsCsv(rows: readonly ReportRow[]): string {
  return (
    csvRow(['email', 'reason', 'error', 'row']) +
    rows.map((r) => csvRow([r.email, r.reason ?? '', r.error, r.row])).join('')
  );
}
