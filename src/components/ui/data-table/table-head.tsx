import { cn } from '@/lib/cn';
import { headCell, headRow, selectCell } from './classes';
import { SelectBox } from './select-box';
import type { Column } from './types';

export interface HeadSelection {
  label: string;
  checked: boolean;
  mixed: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The column headers. Sticky: in a box of its own height, at its top; on the page, at the window's
 * top from `md` (below it the app's top bar holds that place). On cards only the select-all box
 * shows (when there is one); the headers stay for screen readers.
 */
export function TableHead<Row>({
  columns,
  compact,
  cards,
  sticky,
  selection,
}: {
  columns: readonly Column<Row>[];
  compact: boolean;
  cards: boolean;
  sticky: 'box' | 'page';
  selection: HeadSelection | undefined;
}) {
  if (cards) {
    return (
      <thead className={selection ? cn('block', headRow) : 'sr-only'}>
        <tr role="row" className="flex items-center px-4 py-2">
          {selection && (
            <th role="columnheader" scope="col" className="flex items-center gap-3 font-medium">
              <SelectBox {...selection} />
              <span aria-hidden="true">Select all</span>
            </th>
          )}
          {columns
            .filter((column) => column.phone !== 'hide')
            .map((column) => (
              <th key={column.id} role="columnheader" scope="col" className="sr-only">
                {column.header}
              </th>
            ))}
        </tr>
      </thead>
    );
  }
  return (
    <thead
      className={cn(
        'z-[1]',
        sticky === 'box' ? 'sticky top-0' : 'md:sticky md:top-0',
        // A shadow, not a border: a sticky head's border scrolls away with the collapsed table's.
        'bg-zinc-50 text-xs text-zinc-500 shadow-[0_1px_0] shadow-zinc-200 dark:bg-zinc-900 dark:text-zinc-400 dark:shadow-zinc-800',
      )}
    >
      <tr>
        {selection && (
          <th scope="col" className={selectCell}>
            <SelectBox {...selection} />
          </th>
        )}
        {columns.map((column) => (
          <th key={column.id} scope="col" className={headCell(column, compact)}>
            {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
