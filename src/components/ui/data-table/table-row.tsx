import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { cn } from '@/lib/cn';
import { TabStopContext, TextFocusContext } from '../tab-stop';
import { cardGutter, focusableRow, openableRow, selectCell, selectedRow } from './classes';
import { SelectBox } from './select-box';
import { RowCells } from './table-cells';
import type { Column, RowDetail } from './types';

/** What every row calls back into; one object for the whole table, so rows can be memoised. */
export interface RowHandlers<Row> {
  register: (key: string, element: HTMLTableRowElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number) => void;
  onFocusRow: (key: string) => void;
  open: (row: Row) => void;
  select: (row: Row, selected: boolean) => void;
  selectLabel: (row: Row) => string;
}

interface DataRowProps<Row> {
  row: Row;
  rowId: string;
  index: number;
  columns: readonly Column<Row>[];
  cards: boolean;
  compact: boolean;
  /** Undefined: the table has no selection. */
  selected: boolean | undefined;
  /** Rows take focus one at a time (a roving tabindex); this one holds the table's Tab stop. */
  focusable: boolean;
  active: boolean;
  opens: boolean;
  className: string | undefined;
  detail: RowDetail | null;
  handlers: RowHandlers<Row>;
}

/** A click on the row opens it, unless it was on a control or ended a text selection. */
const opensRow = (event: MouseEvent) =>
  !(event.target as HTMLElement).closest('a, button, input, label, select, textarea') &&
  !window.getSelection()?.toString();

/**
 * One row (and its detail, when shown); memoised, so ticking one box or moving the Tab stop
 * re-renders the rows concerned only.
 */
function DataRowUnmemoised<Row>({
  row,
  rowId,
  index,
  columns,
  cards,
  compact,
  selected,
  focusable,
  active,
  opens,
  className,
  detail,
  handlers,
}: DataRowProps<Row>) {
  const tabIndex = focusable && !active ? -1 : 0;
  const gutter = selected !== undefined || (cards && columns.some((c) => c.phone === 'start'));
  const span = columns.length + (selected === undefined ? 0 : 1);
  return (
    <>
      <tr
        ref={focusable ? (element) => handlers.register(rowId, element) : undefined}
        tabIndex={focusable ? tabIndex : undefined}
        onKeyDown={focusable ? (event) => handlers.onKeyDown(event, index) : undefined}
        onFocus={focusable ? () => handlers.onFocusRow(rowId) : undefined}
        onClick={opens ? (event) => opensRow(event) && handlers.open(row) : undefined}
        role={cards ? 'row' : undefined}
        className={cn(
          'transition-colors',
          cards && 'relative grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-3',
          cards && gutter && 'pl-12',
          opens && openableRow,
          focusable && focusableRow,
          selected && selectedRow,
          className,
        )}
      >
        <TabStopContext value={tabIndex}>
          {/* Inside rows that take focus, plain text never does: the row is the stop. */}
          <TextFocusContext value={!focusable}>
            {selected !== undefined && (
              <td role={cards ? 'cell' : undefined} className={cards ? cardGutter : selectCell}>
                <SelectBox
                  label={handlers.selectLabel(row)}
                  checked={selected}
                  tabIndex={tabIndex}
                  onChange={(on) => handlers.select(row, on)}
                />
              </td>
            )}
            <RowCells row={row} columns={columns} context={{ cards, tabIndex }} compact={compact} />
          </TextFocusContext>
        </TabStopContext>
      </tr>
      {detail && (
        <tr id={detail.id} role={cards ? 'row' : undefined} className={cn(cards && 'block')}>
          <td
            colSpan={span}
            role={cards ? 'cell' : undefined}
            className={cn('max-w-0 px-4 pt-2 pb-5', cards && 'block max-w-none', detail.className)}
          >
            {detail.content}
          </td>
        </tr>
      )}
    </>
  );
}

export const DataRow = memo(DataRowUnmemoised) as typeof DataRowUnmemoised;
