import type { ReactNode } from 'react';

/** What a cell renderer is told about where it renders. */
export interface CellContext {
  /** The phone layout: each row a card, each cell under its column's label. */
  cards: boolean;
  /** For the cell's own buttons and links: 0 in the row that holds the table's Tab stop, else -1. */
  tabIndex: 0 | -1;
}

/** Where a column goes when rows are cards (below `sm`). */
export type PhonePlacement =
  /** A line of the card, under the column's label (the default). */
  | 'line'
  /** The card's first line, larger, without a label. */
  | 'title'
  /** In the card's left gutter, without a label (a checkbox, an expand button). */
  | 'start'
  /** A line without a label (the row's buttons). */
  | 'bare'
  /** Beside the title, at the card's right (a row's one button). */
  | 'end'
  /** Not on a phone: another cell shows what matters of it there. */
  | 'hide';

export interface Column<Row> {
  id: string;
  /** The column's name: its header and, on a phone, the label of its cells. */
  header: string;
  /** Only for screen readers (a column of buttons): no visible header, no label on a phone. */
  hideHeader?: boolean;
  cell: (row: Row, context: CellContext) => ReactNode;
  align?: 'left' | 'right';
  /** The cell is the row's header (`<th scope="row">`): what screen readers name the row by. */
  rowHeader?: boolean;
  /** Classes of the column's cells (widths, truncation), in the table layout. */
  className?: string;
  /** Classes of the column's header cell, in the table layout. */
  headClassName?: string;
  /** Classes of the cell's value on a card (the phone layout). */
  cardClassName?: string;
  /** Hidden on narrower screens in the table layout; shown on cards, which have the room. */
  hideBelow?: 'md' | 'lg';
  phone?: PhonePlacement;
  /** The loading placeholder's width, e.g. `w-24`; default a short bar. */
  skeleton?: string;
}

/** Where a table's rows stand, as its page knows from the query behind them. */
export interface TableStatus {
  /** The first rows are on their way: placeholder rows, and `loadingLabel` (default "Loading…"). */
  loading?: boolean | undefined;
  loadingLabel?: string;
  /** The rows shown are old ones while newer load: dimmed, and `aria-busy`. */
  busy?: boolean | undefined;
  /** Shown in place of rows when they could not be loaded (an ErrorState). */
  error?: ReactNode;
  /** Shown in place of rows when there are none (an EmptyState). */
  empty?: ReactNode;
}

/** Selected rows are the feature's own state (kept across pages, say): the table shows and changes it. */
export interface RowSelection<Row> {
  isSelected: (row: Row) => boolean;
  /** One row ticked or unticked, or every row shown (the header's box). */
  onChange: (rows: readonly Row[], selected: boolean) => void;
  /** The row's checkbox's name, e.g. `Select ann@example.com`. */
  label: (row: Row) => string;
  /** The header checkbox's name; default "Select all rows". */
  allLabel?: string;
}

/** Content shown under a row, across the whole table (a delivery's attempts). */
export interface RowDetail {
  id: string;
  content: ReactNode;
  /** Classes of the detail's cell (its background, an indent). */
  className?: string;
}
