import { useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { ScrollBox } from '../scroll-box';
import { KeysHint } from './keys-hint';
import { MessageRow, SkeletonRows } from './status-rows';
import { TableHead } from './table-head';
import { DataRow, type RowHandlers } from './table-row';
import type { Column, RowDetail, RowSelection, TableStatus } from './types';

export type { CellContext, Column, RowDetail, RowSelection, TableStatus } from './types';
import { useFitsWidth } from './use-fits-width';
import { useRowKeys } from './use-row-keys';
import { useRowsInSteps } from './use-rows-in-steps';
import { cardClasses } from '../card';

/** How rows are known (focus, selection, React's keys): by their `id` unless told otherwise. */
type RowKey<Row> = Row extends { id: string | number }
  ? { rowKey?: (row: Row) => string }
  : { rowKey: (row: Row) => string };

const byId = (row: unknown) => String((row as { id: string | number }).id);

export type DataTableProps<Row> = RowKey<Row> & TableOptions<Row>;

interface TableOptions<Row> {
  /** The table's name (its caption, for screen readers). */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** Loading, refreshing, or what to show in place of rows (see queryStatus for a query's). */
  status?: TableStatus | undefined;
  /** Enter on a row, or a click on it (not on its controls), opens it. */
  onOpen?: ((row: Row) => void) | undefined;
  selection?: RowSelection<Row> | undefined;
  /**
   * Rows take focus one at a time: one Tab stop for the table, arrows and Home/End between rows.
   * On whenever rows open or are selected.
   */
  rowFocus?: boolean;
  /** Other keys on a focused row (Delete to remove, say): true when handled. */
  onRowKey?: ((key: string, row: Row) => boolean) | undefined;
  /** Each row's element by key, for a feature that moves focus itself. */
  rowRef?: ((key: string, element: HTMLTableRowElement | null) => void) | undefined;
  /** The row to focus on arrival (coming back from it). */
  focusKey?: string | undefined;
  /** The keys, in words, under the table (and its description); a default one otherwise. */
  keysHint?: ReactNode;
  rowClassName?: ((row: Row) => string | undefined) | undefined;
  /** Content under a row (its details), while shown. */
  detail?: ((row: Row) => RowDetail | null) | undefined;
  /** Below `sm` each row becomes a card (default), or the table scrolls sideways. */
  phone?: 'cards' | 'scroll';
  /** A scrolling box of its own, named, e.g. with a maximum height: its head sticks at its top. */
  scroll?: { label: string; className?: string } | undefined;
  /** The table draws its own card (border, rounding); off inside a card that has them. */
  framed?: boolean;
  /** Tighter rows, for tables of numbers. */
  compact?: boolean;
  /** Rows of uneven height (values that wrap): each cell starts at its row's top, not its middle. */
  alignTop?: boolean;
  placeholderRows?: number;
  className?: string;
  /** Classes of the `<table>` in the table layout (a minimum width, so it scrolls rather than squeezes). */
  tableClassName?: string;
}

/**
 * The console's data table: a real `<table>` with one head style, row focus and selection, and
 * loading, empty and error rows. On a phone its rows are cards, each value under its column's label.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns } = props;
  // Rows come from a query, whose news re-renders the page at once, in one task. The first rows
  // (a page's first screen, its costliest render) come from a deferred copy instead: a transition
  // that React renders in short slices while the skeleton stays up. Later changes show at once, so
  // the table never lags behind the page around it.
  const deferredRows = useDeferredValue(props.rows);
  const rows = deferredRows.length === 0 ? deferredRows : props.rows;
  // The props' type names `rowKey` only for a known Row; here it is optional either way.
  const rowKey = (props as { rowKey?: (row: Row) => string }).rowKey ?? byId;
  const { error, empty, busy = false } = props.status ?? {};
  const loading = (props.status?.loading ?? false) || (rows.length === 0 && props.rows.length > 0);
  const { onOpen, selection, framed = true, compact = false, phone = 'cards', scroll } = props;
  // Tailwind's `sm`: from there on, rows are table rows.
  const wide = useMediaQuery('(min-width: 40rem)', true);
  const cards = phone === 'cards' && !wide;
  const focusable = props.rowFocus ?? (onOpen !== undefined || selection !== undefined);
  const showRows = !loading && rows.length > 0;

  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const keys = useRowKeys(
    rows,
    {
      rowKey,
      onOpen,
      onToggle: selection && ((row) => selection.onChange([row], !selection.isSelected(row))),
      onKey: props.onRowKey,
      rowRef: props.rowRef,
    },
    props.focusKey,
  );
  const { register, onKeyDown, setActiveKey, focusRow } = keys;
  const handlers = useMemo<RowHandlers<Row>>(
    () => ({
      register,
      onKeyDown,
      onFocusRow: setActiveKey,
      open: (row) => latest.current.onOpen?.(row),
      select: (row, on) => latest.current.selection?.onChange([row], on),
      selectLabel: (row) => latest.current.selection?.label(row) ?? '',
    }),
    [register, onKeyDown, setActiveKey],
  );

  // A phone shows a few cards at a time, each costlier to lay out than a table row: smaller steps.
  const shown = useRowsInSteps(rows.length, cards ? 4 : 12, cards ? 4 : 12);
  const { focusKey } = props;
  const arrived = useRef(false);
  const focusIndex = focusKey === undefined ? -1 : rows.findIndex((row) => rowKey(row) === focusKey);
  useEffect(() => {
    // Once, when that row is on screen (rows render in steps).
    if (arrived.current || focusKey === undefined || focusIndex < 0 || focusIndex >= shown) return;
    arrived.current = focusRow(focusKey);
  }, [focusKey, focusIndex, shown, focusRow]);

  const box = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const fits = useFitsWidth(box, table, !cards && !scroll);
  const hintId = useId();
  const hint = focusable && showRows;

  const selectedHere = selection ? rows.filter((row) => selection.isSelected(row)).length : 0;
  const all = rows.length > 0 && selectedHere === rows.length;
  const span = columns.length + (selection ? 1 : 0);

  const body = loading ? (
    <SkeletonRows
      columns={columns}
      count={props.placeholderRows ?? 6}
      cards={cards}
      selectable={selection !== undefined}
    />
  ) : rows.length === 0 ? (
    <MessageRow span={span} cards={cards}>
      {error || empty || <p className="text-sm text-zinc-500 dark:text-zinc-400">Nothing to show.</p>}
    </MessageRow>
  ) : (
    <tbody
      className={cn(
        'divide-y divide-zinc-100 dark:divide-zinc-800',
        cards && 'block',
        !cards && 'text-zinc-700 dark:text-zinc-300',
      )}
    >
      {rows.slice(0, shown).map((row, index) => {
        const id = rowKey(row);
        return (
          <DataRow
            key={id}
            row={row}
            rowId={id}
            index={index}
            columns={columns}
            cards={cards}
            compact={compact}
            selected={selection ? selection.isSelected(row) : undefined}
            focusable={focusable}
            active={id === keys.activeKey}
            opens={onOpen !== undefined}
            className={props.rowClassName?.(row)}
            detail={props.detail?.(row) ?? null}
            handlers={handlers}
          />
        );
      })}
    </tbody>
  );

  const tableElement = (
    <table
      ref={table}
      // While loading, the table's shape is for eyes only: no empty table to find, the status
      // below says "loading" in words, and the table is there once its rows are.
      aria-hidden={loading || undefined}
      inert={loading || undefined}
      aria-busy={busy || undefined}
      aria-describedby={hint ? hintId : undefined}
      role={cards ? 'table' : undefined}
      data-layout={cards ? 'cards' : 'table'}
      className={cn(
        'w-full text-sm transition-opacity',
        cards
          ? 'block'
          : cn('border-collapse', props.alignTop && '[&>tbody>tr>*]:align-top', props.tableClassName),
        busy && 'opacity-60',
      )}
    >
      <caption className="sr-only">{label}</caption>
      <TableHead
        columns={columns}
        compact={compact}
        cards={cards}
        sticky={scroll ? 'box' : 'page'}
        selection={
          selection && {
            label: selection.allLabel ?? 'Select all rows',
            checked: all,
            mixed: selectedHere > 0 && !all,
            disabled: !showRows,
            onChange: (on) => selection.onChange(rows, on),
          }
        }
      />
      {body}
    </table>
  );

  const frame = cardClasses({ padding: 'none' });
  return (
    // Clipped, not scrolled: the rounded frame cuts the head's corners, and (no scroll container)
    // the head can stick to the window. A box that scrolls draws the frame itself, so its focus
    // ring is not clipped.
    <div className={cn(!scroll && 'overflow-clip', !scroll && framed && frame, props.className)}>
      {scroll ? (
        <ScrollBox label={scroll.label} className={cn(framed && frame, scroll.className)}>
          {tableElement}
        </ScrollBox>
      ) : (
        <div ref={box} className={cn(!cards && !fits && 'overflow-x-auto')}>
          {tableElement}
        </div>
      )}
      {loading && (
        <p role="status" className="sr-only">
          {props.status?.loadingLabel ?? 'Loading…'}
        </p>
      )}
      {hint && (
        <KeysHint id={hintId} opens={onOpen !== undefined} selects={selection !== undefined}>
          {props.keysHint}
        </KeysHint>
      )}
    </div>
  );
}
