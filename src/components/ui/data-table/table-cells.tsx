import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { bodyCell, cardGutter } from './classes';
import type { CellContext, Column } from './types';

/** A cell in the table layout: `<td>`, or `<th scope="row">` for the row's header. */
export function TableCell<Row>({
  column,
  compact,
  children,
}: {
  column: Column<Row>;
  compact: boolean;
  children: ReactNode;
}) {
  const className = bodyCell(column, compact);
  return column.rowHeader ? (
    <th scope="row" className={className}>
      {children}
    </th>
  ) : (
    <td className={className}>{children}</td>
  );
}

/** Where each placement sits in the card's grid: the title and an end cell share its first line. */
const cardCell = {
  title: 'col-start-1 row-start-1 block min-w-0 text-sm font-medium text-zinc-900 dark:text-zinc-100',
  end: 'col-start-2 row-start-1 -my-1 block self-start',
  start: cardGutter,
  bare: 'col-span-2 block min-w-0',
  line: 'col-span-2 flex min-w-0 items-baseline gap-3 text-sm',
} as const;

/**
 * A cell on a card (the phone layout). The table's semantics stay (the roles are set outright: a
 * table shown as blocks loses them in some browsers); the visible label repeats the column header
 * for eyes only, as screen readers announce the header already.
 */
export function CardCell<Row>({ column, children }: { column: Column<Row>; children: ReactNode }) {
  const placement = column.phone ?? 'line';
  if (placement === 'hide') return null;
  const Tag = column.rowHeader ? 'th' : 'td';
  const labelled = placement === 'line' && !column.hideHeader;
  return (
    <Tag
      role={column.rowHeader ? 'rowheader' : 'cell'}
      scope={column.rowHeader ? 'row' : undefined}
      className={cn(cardCell[labelled || placement !== 'line' ? placement : 'bare'], 'text-left')}
    >
      {labelled ? (
        <>
          <span aria-hidden="true" className="w-24 shrink-0 text-xs text-zinc-600 dark:text-zinc-400">
            {column.header}
          </span>
          <span className={cn('min-w-0 flex-1 break-words', column.cardClassName)}>{children}</span>
        </>
      ) : column.cardClassName ? (
        <span className={cn('block', column.cardClassName)}>{children}</span>
      ) : (
        children
      )}
    </Tag>
  );
}

/** Every column's content for one row, laid out as table cells or card lines. */
export function RowCells<Row>({
  row,
  columns,
  context,
  compact,
}: {
  row: Row;
  columns: readonly Column<Row>[];
  context: CellContext;
  compact: boolean;
}) {
  return columns.map((column) =>
    context.cards ? (
      <CardCell key={column.id} column={column}>
        {column.phone === 'hide' ? null : column.cell(row, context)}
      </CardCell>
    ) : (
      <TableCell key={column.id} column={column} compact={compact}>
        {column.cell(row, context)}
      </TableCell>
    ),
  );
}
