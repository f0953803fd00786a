import { emailSchema, type BatchSuppressionItem, type SuppressionReason } from '@/contract';
import { parseImportDate } from './parse-date';
import { mapReason } from './reason-map';
import { skipReason } from './skip-rule';

export interface ImportMapping {
  hasHeader: boolean;
  emailColumn: number;
  /** -1: no reason column. */
  reasonColumn: number;
  /** -1 (or absent): no date column, rows are dated at import. */
  dateColumn?: number;
  /** -1 (or absent): none. Else rows whose cell is not `true` are skipped (Postmark bounces). */
  inactiveColumn?: number;
  /** -1 (or absent): none. Else rows unsubscribed from some tags only are skipped (Mailgun). */
  tagsColumn?: number;
  /** For rows without a reason, or with one we don't recognize. */
  defaultReason: SuppressionReason;
}

export type RowStatus = 'valid' | 'invalid' | 'duplicate';

export interface AnalyzedRow {
  /** 1-based row of the file, header included, as a spreadsheet numbers it. */
  row: number;
  /** The cell as it was in the file. */
  raw: string;
  status: RowStatus;
  email: string;
  reason: SuppressionReason;
  /** The original date, when the file has a readable one. */
  createdAt?: string;
  /** Why a row is invalid, or which row it repeats. */
  note?: string;
}

export interface ImportAnalysis {
  /** Unique valid rows, in file order: what will be sent. */
  items: (BatchSuppressionItem & { row: number; email: string; reason: SuppressionReason })[];
  invalid: AnalyzedRow[];
  duplicates: AnalyzedRow[];
  /** The first rows, whatever their status, for the preview. */
  preview: AnalyzedRow[];
  /** Rows whose reason cell was not recognized and got the default. */
  defaulted: number;
  total: number;
}

const previewSize = 8;
const sliceSize = 4000;
/** A slice also ends after this long, so a slow machine still answers input within a frame or two. */
const sliceMs = 16;

/** Lets the browser paint and handle input between slices, so 100k rows never freeze the page. */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Sorts every row into valid, invalid or duplicate (a repeat, after trimming and lower-casing, of
 * an earlier row), before anything is sent. Works in slices; an aborted signal stops it.
 */
export async function analyzeRows(
  rows: readonly (readonly string[])[],
  mapping: ImportMapping,
  { signal, slice = sliceSize }: { signal?: AbortSignal; slice?: number } = {},
): Promise<ImportAnalysis> {
  const result: ImportAnalysis = {
    items: [],
    invalid: [],
    duplicates: [],
    preview: [],
    defaulted: 0,
    total: 0,
  };
  const firstRowOf = new Map<string, number>();
  const start = mapping.hasHeader ? 1 : 0;
  let sliceStart = start;
  let sliceStartedAt = performance.now();

  for (let i = start; i < rows.length; i++) {
    if (
      i - sliceStart === slice ||
      ((i - sliceStart) % 256 === 255 && performance.now() - sliceStartedAt > sliceMs)
    ) {
      await yieldToBrowser();
      signal?.throwIfAborted();
      sliceStart = i;
      sliceStartedAt = performance.now();
    }
    const cells = rows[i]!;
    if (cells.every((cell) => !cell.trim())) continue;
    const raw = cells[mapping.emailColumn] ?? '';
    const reasonCell = mapping.reasonColumn === -1 ? undefined : cells[mapping.reasonColumn];
    const mapped = mapReason(reasonCell);
    if (!mapped && reasonCell?.trim()) result.defaulted++;
    const analyzed: AnalyzedRow = {
      row: i + 1,
      raw,
      status: 'valid',
      email: raw.trim().toLowerCase(),
      reason: mapped ?? mapping.defaultReason,
    };
    const dateColumn = mapping.dateColumn ?? -1;
    const createdAt = dateColumn === -1 ? null : parseImportDate(cells[dateColumn]);
    if (createdAt) analyzed.createdAt = createdAt;

    const parsed = emailSchema.safeParse(raw);
    const skipped = skipReason(cells, mapping, reasonCell);
    if (skipped) {
      analyzed.status = 'invalid';
      analyzed.note = skipped;
      result.invalid.push(analyzed);
    } else if (!parsed.success) {
      analyzed.status = 'invalid';
      analyzed.note = raw.trim() ? 'Not a valid email address' : 'No address in this row';
      result.invalid.push(analyzed);
    } else {
      analyzed.email = parsed.data;
      const seen = firstRowOf.get(parsed.data);
      if (seen !== undefined) {
        analyzed.status = 'duplicate';
        analyzed.note = `Same address as row ${seen}`;
        result.duplicates.push(analyzed);
      } else {
        firstRowOf.set(parsed.data, analyzed.row);
        result.items.push({
          row: analyzed.row,
          email: parsed.data,
          reason: analyzed.reason,
          ...(createdAt ? { created_at: createdAt } : {}),
        });
      }
    }
    result.total++;
    if (result.preview.length < previewSize) result.preview.push(analyzed);
  }
  return result;
}
