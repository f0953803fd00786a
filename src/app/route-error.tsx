import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';

/**
 * A render error or a failed lazy chunk (e.g. a deploy replaced the files): offer a reload,
 * which also fetches the new chunk names.
 */
export function RouteError() {
  const error = useRouteError();
  const shown = isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error;
  return (
    <div className="p-6">
      <ErrorState error={shown} title="This page failed to load" onRetry={() => window.location.reload()} />
    </div>
  );
}
