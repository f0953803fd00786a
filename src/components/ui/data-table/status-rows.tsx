import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Skeleton, skeletonPulse } from '../skeleton';
import { cardGutter, selectCell } from './classes';
import type { Column } from './types';

/** The table's shape while its first rows load, so nothing jumps when they arrive. */
export function SkeletonRows<Row>({
  columns,
  count,
  cards,
  selectable,
}: {
  columns: readonly Column<Row>[];
  count: number;
  cards: boolean;
  selectable: boolean;
}) {
  const shown = cards ? columns.filter((c) => c.phone !== 'hide') : columns;
  return (
    <tbody className={cn(skeletonPulse, 'divide-y divide-zinc-100 dark:divide-zinc-800', cards && 'block')}>
      {Array.from({ length: count }, (_, i) => (
        <tr
          key={i}
          className={cn(cards && 'relative flex flex-col gap-2 px-4 py-3', cards && selectable && 'pl-12')}
        >
          {selectable && (
            <td className={cards ? cardGutter : selectCell}>
              <Skeleton className="size-4" />
            </td>
          )}
          {shown.map((column) => (
            <td
              key={column.id}
              className={cn(
                cards ? 'block' : 'px-3 py-3 first:pl-4 last:pr-4',
                !cards && column.hideBelow === 'md' && 'hidden md:table-cell',
                !cards && column.hideBelow === 'lg' && 'hidden lg:table-cell',
              )}
            >
              <Skeleton
                className={cn(
                  'h-4',
                  cards && column.phone === 'title' ? 'w-2/3' : (column.skeleton ?? 'w-16'),
                  column.align === 'right' && !cards && 'ml-auto',
                )}
              />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/** One row across the table, for what stands in for rows: nothing to show, or an error. */
export function MessageRow({ span, cards, children }: { span: number; cards: boolean; children: ReactNode }) {
  return (
    <tbody className={cn(cards && 'block')}>
      <tr role={cards ? 'row' : undefined} className={cn(cards && 'block')}>
        <td colSpan={span} role={cards ? 'cell' : undefined} className={cn('p-4', cards && 'block')}>
          {children}
        </td>
      </tr>
    </tbody>
  );
}
