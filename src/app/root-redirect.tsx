import { Navigate } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/skeleton';
import { usePermissions } from '@/lib/permissions';

/** `/` opens the statistics for a key that may read them, the suppression list otherwise. */
export function RootRedirect() {
  const { data, error, refetch, isFetching } = usePermissions();
  if (data) return <Navigate to={data.stats ? '/stats' : '/suppressions'} replace />;
  if (error) {
    return (
      <ErrorState
        error={error}
        title="Couldn't check your key's permissions"
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return <LoadingState label="Checking what your key may do…" />;
}
