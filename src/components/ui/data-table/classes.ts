import { cn } from '@/lib/cn';
import type { Column } from './types';

/** Written out whole, so Tailwind finds the classes. */
const hiddenBelow = { md: 'hidden md:table-cell', lg: 'hidden lg:table-cell' } as const;

/** One head style for every table in the console. */
export const headRow =
  'border-b border-zinc-200 bg-zinc-50 text-xs text-zinc-500 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400';

/** A cell's padding: the first and last column keep the card's inset. */
const pad = 'px-3 first:pl-4 last:pr-4';

export const headCell = <Row>(column: Column<Row>, compact: boolean) =>
  cn(
    pad,
    compact ? 'py-2' : 'py-2.5',
    'font-medium whitespace-nowrap',
    column.align === 'right' ? 'text-right' : 'text-left',
    column.hideBelow && hiddenBelow[column.hideBelow],
    column.headClassName,
  );

export const bodyCell = <Row>(column: Column<Row>, compact: boolean) =>
  cn(
    pad,
    compact ? 'py-1.5' : 'py-2.5',
    column.align === 'right' ? 'text-right tabular-nums' : 'text-left',
    column.rowHeader && 'font-medium text-zinc-900 dark:text-zinc-100',
    column.hideBelow && hiddenBelow[column.hideBelow],
    column.className,
  );

export const checkbox =
  'size-4 rounded border-zinc-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';

/** The selection box's cell, and a card's left gutter. */
export const selectCell = 'w-10 py-2 pr-1 pl-4';
export const cardGutter = 'absolute top-3 left-4';

/** A row that takes focus: where it is, seen, and a hover when it opens. */
export const focusableRow =
  'focus-visible:bg-indigo-50/70 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:focus-visible:bg-indigo-950/40';
export const openableRow = 'cursor-pointer hover:bg-zinc-50 dark:hover:bg-zinc-800/40';
export const selectedRow =
  'bg-indigo-50/60 hover:bg-indigo-50 dark:bg-indigo-500/10 dark:hover:bg-indigo-500/15';
