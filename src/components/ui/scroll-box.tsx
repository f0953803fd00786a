import { useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useMoreToTheRight } from '@/lib/use-more-to-the-right';
import { ChevronRightIcon } from './icons';

/**
 * A box wider content scrolls in, sideways, instead of being clipped or widening the page: while
 * something is cut off on the right, that edge fades under an arrow. Focusable, so a keyboard can
 * scroll it too.
 */
export function ScrollBox({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const more = useMoreToTheRight(ref);
  return (
    <div className="relative">
      <div
        ref={ref}
        role="region"
        aria-label={label}
        // Scrollable, so keyboard users must be able to reach it to scroll.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-500', className)}
      >
        {children}
      </div>
      {more && (
        <div
          aria-hidden="true"
          data-scroll-more=""
          className="pointer-events-none absolute inset-y-px right-px flex w-10 items-center justify-end rounded-r-lg bg-linear-to-l from-white pr-1 text-zinc-500 dark:from-zinc-900 dark:text-zinc-400"
        >
          <ChevronRightIcon size={4} strokeWidth={2} />
        </div>
      )}
    </div>
  );
}
