import { Button } from '@/components/ui/button';
import { describeError } from '@/components/ui/error-state';
import { Notice } from '@/components/ui/notice';
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
    <Notice role="alert" className="items-center py-3">
      <p className="flex flex-wrap items-center justify-between gap-3">
        <span>
          Couldn't refresh: {describeError(error)} What you see may be out of date.
          {requestId && (
            <span className="ml-1 text-xs opacity-75">
              Request ID <code className="font-mono select-all">{requestId}</code>
            </span>
          )}
        </span>
        <Button size="sm" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </p>
    </Notice>
  );
}
