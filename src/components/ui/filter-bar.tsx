import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses } from './field';

/** The small caption above (or beside) a filter's control. */
export const filterCaption = 'text-xs font-medium text-zinc-600 dark:text-zinc-400';

/** Heights: `sm` sits beside a toggle group's buttons (the statistics toolbar). */
const heights = { sm: 'h-8 px-2', md: 'h-9 px-3' } as const;
export type FilterControlSize = keyof typeof heights;

/** A filter control's classes; by default at its own width (a filter bar's row wraps them). */
export const filterControlClasses = (size: FilterControlSize = 'md', width = 'w-auto') =>
  cn(controlClasses, heights[size], width);

/**
 * A page's filters, as one search landmark named by `label`: rows of FilterRow, and whatever
 * else filters (a chip group). What the controls hold lives in the URL, where the page keeps it.
 */
export function FilterBar({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="search" aria-label={label} className={cn('flex flex-col gap-3', className)}>
      {children}
    </div>
  );
}

/** Filters side by side, wrapping on narrow screens, aligned on their controls' bottom edge. */
export function FilterRow({
  justify = 'start',
  className,
  children,
}: {
  /** `between`: the first group at the start, the last at the end. */
  justify?: 'start' | 'between';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-end gap-x-3 gap-y-3',
        justify === 'between' && 'justify-between gap-x-6',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A caption and its control: stacked in a filter bar's row, or side by side ("Sort [..]"). */
export function FilterField({
  htmlFor,
  label,
  layout = 'stacked',
  className,
  children,
}: {
  htmlFor: string;
  label: ReactNode;
  layout?: 'stacked' | 'inline';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex', layout === 'stacked' ? 'flex-col gap-1' : 'items-center gap-2', className)}>
      <label htmlFor={htmlFor} className={filterCaption}>
        {label}
      </label>
      {children}
    </div>
  );
}
