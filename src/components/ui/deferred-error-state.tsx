import { lazy } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import type { ErrorStateProps } from './error-state';
import { OptionalBoundary } from './optional-boundary';

// The whole error state (the service's words, its request ID, a countdown) comes when an error does.
const ErrorState = lazy(() => import('./error-state').then((m) => ({ default: m.ErrorState })));

/**
 * The kit's error state for what the first screen shows (the route's error boundary, the start
 * page), whose code is not part of the first load. Until it is in, and when it cannot be fetched
 * (a deploy replaced the files, the connection is down), the title and the retry show on their own.
 */
export function DeferredErrorState(props: ErrorStateProps) {
  return (
    <OptionalBoundary fallback={<BareErrorState {...props} />}>
      <ErrorState {...props} />
    </OptionalBoundary>
  );
}

function BareErrorState({ title = 'Something went wrong', onRetry, retrying, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm dark:border-red-900/60 dark:bg-red-950/40',
        className,
      )}
    >
      <p className="font-medium text-red-900 dark:text-red-200">{title}</p>
      {onRetry && (
        <Button size="sm" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      )}
    </div>
  );
}
