import { useMemo } from 'react';
import { formatNumber } from '@/lib/format';
import type { ImportAnalysis } from '../lib/import/analyze-rows';
import { reportRow } from '../lib/import/import-report';
import { ReportRowsList } from './report-rows-list';
import { StatTile } from './stat-tile';

const plural = (n: number, one: string, many = `${one}s`) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/**
 * The dry run's counts: every row (or pasted entry) in exactly one bucket, the buckets summed to
 * the total in words, and each bucket that is not simply imported listed and downloadable.
 */
export function ImportBuckets({
  analysis,
  fileName,
  hasReasonColumn,
  unit,
}: {
  analysis: ImportAnalysis;
  fileName: string;
  hasReasonColumn: boolean;
  /** "row", or "pasted entry". */
  unit: { one: string; many: string };
}) {
  const { items, defaulted, skipped, invalid, duplicates, total } = analysis;
  // Up to 100,000 rows: converted once per analysis, not on every render.
  const lists = useMemo(
    () =>
      (
        [
          ['Rows given the default reason', 'default-reason-rows', defaulted],
          [`Skipped ${unit.many}`, 'skipped-rows', skipped],
          [`Invalid ${unit.many}`, 'invalid-rows', invalid],
          [`Duplicate ${unit.many}`, 'duplicate-rows', duplicates],
        ] as const
      ).map(([title, prefix, rows]) => ({ title, prefix, rows: rows.map(reportRow) })),
    [defaulted, skipped, invalid, duplicates, unit.many],
  );
  const parts = [
    `${formatNumber(items.length - defaulted.length)} to import${hasReasonColumn ? ' with the file’s reason' : ''}`,
    defaulted.length && `${formatNumber(defaulted.length)} to import with the default reason`,
    skipped.length && `${formatNumber(skipped.length)} skipped`,
    invalid.length && `${formatNumber(invalid.length)} invalid`,
    duplicates.length && plural(duplicates.length, 'duplicate'),
  ].filter(Boolean);
  return (
    <>
      <div role="group" aria-label="Dry run">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <StatTile label="Ready to import" value={items.length} tone="success" />
          <StatTile label="Invalid" value={invalid.length} tone="danger" />
          <StatTile
            label={unit.many === 'rows' ? 'Duplicates in file' : 'Duplicates'}
            value={duplicates.length}
            tone="warning"
          />
          <StatTile label="Skipped" value={skipped.length} tone="warning" />
        </dl>
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {total === 1 ? `The ${unit.one}` : `All ${formatNumber(total)} ${unit.many}`}, each counted once:{' '}
        {parts.join(', ')}.
      </p>
      {lists.some(({ rows }) => rows.length > 0) && (
        <div className="flex flex-col gap-2">
          {lists.map(
            ({ title, prefix, rows }) =>
              rows.length > 0 && (
                <ReportRowsList
                  key={prefix}
                  title={title}
                  fileName={`${prefix}-${fileName}`}
                  rows={rows}
                  numbered={unit.many === 'rows' ? 'Row' : 'Entry'}
                />
              ),
          )}
        </div>
      )}
    </>
  );
}
