import {
  emailSchema,
  localPartError,
  localPartLimit,
  type BatchSuppressionItem,
  type SuppressionReason,
} from '@/contract';
import { parseImportDate } from './parse-date';
import { reasonLabels } from '@/lib/labels/reason-labels';
import { mapReason } from './reason-map';
import type { ImportMapping } from './import-mapping';
import { readOrigin } from './postmark-origin';
import { createSummary, type ReasonSummary } from './reason-summary';
import { skipReason } from './skip-rule';

export type { ImportMapping } from './import-mapping';

/**
 * Every row lands in exactly one: `valid` (sent, with a reason read from the file or, without a
 * reason column, the default), `defaulted` (sent, but its reason value was not recognized or empty,
 * so it got the default), `skipped` (the source itself does not suppress it), `invalid`, `duplicate`.
 */
export type RowStatus = 'valid' | 'defaulted' | 'skipped' | 'invalid' | 'duplicate';

export interface AnalyzedRow {
  /** 1-based row of the file, header included, as a spreadsheet numbers it; for pasted text, the entry. */
  row: number;
  /** The cell as it was in the file. */
  raw: string;
  status: RowStatus;
  email: string;
  reason: SuppressionReason;
  /** The reason cell as the file has it ("SpamComplaint", "550 5.1.1 …"); absent without a reason column. */
  source?: string;
  /** The original date, when the file has a readable one. */
  createdAt?: string;
  /** Why a row is skipped, invalid or defaulted, or which row it repeats. */
  note?: string;
}

export interface ImportAnalysis {
  /** Unique valid rows (defaulted ones included), in file order: what will be sent. */
  items: (BatchSuppressionItem & { row: number; email: string; reason: SuppressionReason })[];
  /** Sent with the default reason: their reason value was not recognized. */
  defaulted: AnalyzedRow[];
  skipped: AnalyzedRow[];
  invalid: AnalyzedRow[];
  duplicates: AnalyzedRow[];
  /** The first rows, whatever their status, for the preview. */
  preview: AnalyzedRow[];
  /** What each reason value of the rows to send became. */
  summary: ReasonSummary;
  /** Every row judged: items + skipped + invalid + duplicates. */
  total: number;
}

const previewSize = 8;
const sliceSize = 4000;
/** A slice also ends after this long, so a slow machine still answers input within a frame or two. */
const sliceMs = 16;

/** Lets the browser paint and handle input between slices, so 100k rows never freeze the page. */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Sorts every row into one bucket (a duplicate repeats an earlier row after trimming and
 * lower-casing) and sums up the reasons, before anything is sent. Works in slices; an aborted
 * signal stops it.
 */
export async function analyzeRows(
  rows: readonly (readonly string[])[],
  mapping: ImportMapping,
  { signal, slice = sliceSize }: { signal?: AbortSignal; slice?: number } = {},
): Promise<ImportAnalysis> {
  const result: ImportAnalysis = {
    items: [],
    defaulted: [],
    skipped: [],
    invalid: [],
    duplicates: [],
    preview: [],
    summary: { entries: [], other: {} },
    total: 0,
  };
  const summary = createSummary();
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
    const origin = (mapping.originColumn ?? -1) === -1 ? undefined : cells[mapping.originColumn!];
    const { reason: mapped, source } = readOrigin(mapReason(reasonCell), reasonCell?.trim() ?? '', origin);
    const analyzed: AnalyzedRow = {
      row: mapping.entries ? i : i + 1,
      raw,
      status: 'valid',
      email: raw.trim().toLowerCase(),
      reason: mapped ?? mapping.defaultReason,
    };
    if (reasonCell !== undefined) analyzed.source = source;
    const createdAt = (mapping.dateColumn ?? -1) === -1 ? null : parseImportDate(cells[mapping.dateColumn!]);
    if (createdAt) analyzed.createdAt = createdAt;

    const parsed = emailSchema.safeParse(raw);
    const skipped = skipReason(cells, mapping, reasonCell);
    const seen = parsed.success ? firstRowOf.get(parsed.data) : undefined;
    if (skipped) {
      analyzed.status = 'skipped';
      analyzed.note = skipped;
      result.skipped.push(analyzed);
    } else if (!parsed.success) {
      analyzed.status = 'invalid';
      analyzed.note = !raw.trim()
        ? 'No address in this row'
        : parsed.error.issues.some((issue) => issue.message === localPartError)
          ? `More than ${localPartLimit} characters before the @`
          : 'Not a valid email address';
      result.invalid.push(analyzed);
    } else if (seen !== undefined) {
      analyzed.email = parsed.data;
      analyzed.status = 'duplicate';
      analyzed.note = `Same address as ${mapping.entries ? 'entry' : 'row'} ${seen}`;
      result.duplicates.push(analyzed);
    } else {
      analyzed.email = parsed.data;
      firstRowOf.set(parsed.data, analyzed.row);
      if (analyzed.source !== undefined && !mapped) {
        analyzed.status = 'defaulted';
        analyzed.note = `${analyzed.source ? 'Reason not recognized' : 'No reason given'}: given the default, ${reasonLabels[mapping.defaultReason]}`;
        result.defaulted.push(analyzed);
      }
      summary.add(analyzed.source, analyzed.reason, analyzed.status === 'defaulted');
      result.items.push({
        row: analyzed.row,
        email: parsed.data,
        reason: analyzed.reason,
        ...(createdAt ? { created_at: createdAt } : {}),
      });
    }
    result.total++;
    if (result.preview.length < previewSize) result.preview.push(analyzed);
  }
  result.summary = summary.result();
  return result;
}
