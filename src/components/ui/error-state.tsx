import { isApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { AlertIcon } from './icons/status-icons';
import { RetryCountdown } from './retry-countdown';

/** Words for an error a person can act on; the service's own message when it sent one. */
export function describeError(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'network_error')
      return "Can't reach the service. Check your connection and try again.";
    if (error.code === 'rate_limited' && error.retryAfter !== undefined) {
      return `${error.message} Try again in ${error.retryAfter} s.`;
    }
    return error.message;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}

export interface ErrorStateProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

export function ErrorState({
  error,
  title = 'Something went wrong',
  onRetry,
  retrying,
  className,
}: ErrorStateProps) {
  const requestId = isApiError(error) ? error.requestId : undefined;
  const waitSeconds = isApiError(error) && error.status === 429 ? (error.retryAfter ?? 5) : undefined;
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm dark:border-red-900/60 dark:bg-red-950/40',
        className,
      )}
    >
      <AlertIcon size={5} className="mt-0.5 shrink-0 text-red-600 dark:text-red-400" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="font-medium text-red-900 dark:text-red-200">{title}</p>
        <p className="text-red-800 dark:text-red-300">
          {waitSeconds === undefined ? describeError(error) : error instanceof Error ? error.message : ''}
        </p>
        {waitSeconds !== undefined && onRetry && (
          // A new 429 (a new request id) starts a new countdown.
          <RetryCountdown key={requestId} seconds={waitSeconds} />
        )}
        {requestId && (
          <p className="text-xs text-red-700/80 dark:text-red-300/70">
            Request ID: <code className="font-mono select-all">{requestId}</code>
          </p>
        )}
        {onRetry && (
          <div>
            <Button size="sm" onClick={onRetry} loading={retrying}>
              Retry
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
