import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useTabStop, useTextFocus } from './tab-stop';

/**
 * A hover-and-focus tooltip tied to its trigger with aria-describedby, so keyboard and screen-reader
 * users get the same words. Escape hides it. The trigger must be focusable when it is interactive;
 * plain text triggers get tabIndex 0 from `focusable`.
 */
export function Tooltip({
  content,
  children,
  focusable = false,
  side = 'top',
  className,
}: {
  /** What it says; a function gets whether it is open, to leave out what costs to build until then. */
  content: ReactNode | ((open: boolean) => ReactNode);
  children: ReactElement | string;
  focusable?: boolean;
  side?: 'top' | 'bottom';
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const tabStop = useTabStop();
  const textFocus = useTextFocus();
  return (
    // The wrapper only listens (hover, focus within, Escape); it is not itself a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className={cn('relative inline-flex', className)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <span
        aria-describedby={id}
        // Plain-text triggers take focus so keyboard users can reach the tooltip too.
        tabIndex={focusable && textFocus ? tabStop : undefined}
        className="inline-flex rounded focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        {children}
      </span>
      <span
        id={id}
        role="tooltip"
        className={cn(
          'pointer-events-none absolute left-1/2 z-40 w-max max-w-72 -translate-x-1/2 rounded-md bg-zinc-900 px-2.5 py-1.5 text-xs font-normal text-white shadow-lg dark:bg-zinc-100 dark:text-zinc-900',
          side === 'top' ? 'bottom-full mb-1.5' : 'top-full mt-1.5',
          // Closed, it takes no layout at all: an invisible `w-max` box near the edge widened the page
          // on a phone. aria-describedby still reads it (a description may point at hidden text).
          open ? 'block' : 'hidden',
        )}
      >
        {typeof content === 'function' ? content(open) : content}
      </span>
    </span>
  );
}
