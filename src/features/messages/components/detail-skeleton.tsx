import { Skeleton, skeletonPulse } from '@/components/ui/skeleton';
import { cardClasses } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** The detail's shape while it loads, so nothing jumps when it arrives. */
export function DetailSkeleton() {
  const skeletonCard = cardClasses({ tone: 'plain', padding: 'lg' });
  return (
    <div role="status" aria-label="Loading the message…" className={`flex flex-col gap-6 ${skeletonPulse}`}>
      <div className={cn(skeletonCard, 'flex flex-col gap-3')}>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-4 w-full max-w-xl" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className={cn(skeletonCard, 'flex flex-col gap-5')}>
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-3">
              <Skeleton className="size-8 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-56" />
              </div>
            </div>
          ))}
        </div>
        <div className={cn(skeletonCard, 'flex flex-col gap-4')}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="flex flex-col gap-1.5">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-4 w-full" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
