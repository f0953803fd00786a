import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PanelProps {
  /** The panel's heading (an h2), which also names its region. */
  title: ReactNode;
  /** Controls at the heading's end (a clear button, a period switch). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A bordered card of its own on a page, named by its heading, with room for controls beside it. */
export function Panel({ title, actions, className, children }: PanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs dark:border-zinc-800 dark:bg-zinc-900/60',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
