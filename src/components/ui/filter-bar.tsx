import { useId, useState, type ReactNode } from 'react';
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
 * With `phoneCollapse`, a phone shows one "Filters (n)" button (n: the filters in use) that opens
 * them, so the results start on the first screen; wider screens always show the filters.
 */
export function FilterBar({
  label,
  className,
  phoneCollapse,
  children,
}: {
  label: string;
  className?: string;
  phoneCollapse?: { active: number };
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div role="search" aria-label={label} className={cn('flex flex-col gap-3', className)}>
      {phoneCollapse && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="h-9 self-start rounded-md border border-zinc-300 bg-white px-3 text-sm font-medium text-zinc-800 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 sm:hidden dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200"
        >
          {open ? 'Hide filters' : 'Filters'} ({phoneCollapse.active})
        </button>
      )}
      <div id={panelId} className={cn('flex-col gap-3', phoneCollapse && !open ? 'hidden sm:flex' : 'flex')}>
        {children}
      </div>
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
