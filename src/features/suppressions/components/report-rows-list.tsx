import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/csv';
import { formatNumber } from '@/lib/format';
import { reportRowsCsv, type ReportRow } from '../lib/import/import-report';
import { DownloadIcon } from '@/components/ui/icons';

const shown = 100;

/** Rows that need attention, by row number and why, with all of them downloadable as CSV. */
export function ReportRowsList({
  title,
  rows,
  fileName,
  numbered = 'Row',
}: {
  title: string;
  rows: readonly ReportRow[];
  fileName: string;
  /** What a number counts: "Row" of a file, "Entry" of pasted text. */
  numbered?: string;
}) {
  const csvName = fileName.replace(/\.(csv|txt)$/i, '').replace(/\s+/g, '-') + '.csv';
  return (
    <details className="rounded-lg border border-zinc-200 text-sm dark:border-zinc-800">
      <summary className="flex cursor-pointer items-center justify-between gap-3 px-3 py-2 font-medium select-none">
        {title} ({formatNumber(rows.length)})
      </summary>
      <div className="flex flex-col gap-2 border-t border-zinc-200 p-3 dark:border-zinc-800">
        <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto">
          {rows.slice(0, shown).map((r) => (
            <li key={`${r.row}-${r.email}`} className="flex flex-wrap gap-x-3 gap-y-0.5">
              <span className="w-16 shrink-0 text-zinc-500 tabular-nums">
                {numbered} {formatNumber(r.row)}
              </span>
              <span className="min-w-0 flex-1 truncate font-mono">{r.email || '(empty)'}</span>
              <span className="ml-auto min-w-0 text-zinc-500 dark:text-zinc-400">
                {r.source !== undefined && (
                  <span className="font-mono text-[12px] text-zinc-700 dark:text-zinc-300">{r.source}: </span>
                )}
                {r.error}
              </span>
            </li>
          ))}
        </ul>
        {rows.length > shown && (
          <p className="text-xs text-zinc-500">The first {shown} are shown; the file has them all.</p>
        )}
        <div>
          {/* Its label is long: it may wrap on a phone rather than reach past the box. */}
          <Button
            size="sm"
            className="h-auto! min-h-8 py-1 text-left whitespace-normal!"
            onClick={() => downloadFile(csvName, [reportRowsCsv(rows)])}
          >
            <DownloadIcon />
            Download {title.toLowerCase()} (CSV)
          </Button>
        </div>
      </div>
    </details>
  );
}
