import { Skeleton, skeletonPulse } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** The table's shape while the first page loads, so nothing jumps when it arrives. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div
      role="status"
      aria-label="Loading suppressions"
      className={cn('divide-y divide-zinc-100 dark:divide-zinc-800/80', skeletonPulse)}
    >
      <div className="h-9 bg-zinc-50/80 dark:bg-zinc-900/60" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-6 px-4 py-3">
          <Skeleton className="size-4" />
          <Skeleton className="h-4 flex-1 sm:max-w-72" />
          <Skeleton className="h-5 w-20" />
          <Skeleton className="hidden h-4 w-24 sm:block" />
          <Skeleton className="ml-auto h-4 w-14" />
        </div>
      ))}
    </div>
  );
}
