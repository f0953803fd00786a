import { Button } from '@/components/ui/button';
import { describeError } from '@/components/ui/error-state';
import { AlertIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api-error';

/** A failed refresh keeps what was already shown and says it may be out of date. */
export function RefreshFailed({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const requestId = isApiError(error) ? error.requestId : undefined;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm dark:border-amber-900/60 dark:bg-amber-950/30"
    >
      <AlertIcon size={4} className="shrink-0 text-amber-600 dark:text-amber-400" />
      <p className="min-w-0 flex-1 text-amber-900 dark:text-amber-200">
        Couldn't refresh: {describeError(error)} What you see may be out of date.
        {requestId && (
          <span className="ml-1 text-xs opacity-75">
            Request ID <code className="font-mono select-all">{requestId}</code>
          </span>
        )}
      </p>
      <Button size="sm" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </div>
  );
}
