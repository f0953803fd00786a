import { cn } from '@/lib/cn';

/** Decorative: whoever shows a spinner also says in words what is loading. */
export function Spinner({ size = 'md', className }: { size?: 'sm' | 'md'; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cn('animate-spin', size === 'sm' ? 'size-4' : 'size-5', className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A placeholder bar. It does not pulse on its own: the region around a page's bars pulses as one
 * (`skeletonPulse`), so a loading page has one animated layer and one animation start, not one per
 * bar (40 on the suppressions table), each costing the phone compositing and event work per frame.
 */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('rounded-md bg-zinc-200 dark:bg-zinc-800', className)} />;
}

/** For the element around a group of Skeleton bars. */
export const skeletonPulse = 'animate-pulse';

/** A whole region loading: a status message for screen readers, a spinner for eyes. */
export function LoadingState({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center gap-2 py-8 text-sm text-zinc-500 dark:text-zinc-400', className)}
    >
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
