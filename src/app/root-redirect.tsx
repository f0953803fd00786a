import { Navigate } from 'react-router-dom';
import { DeferredErrorState } from '@/components/ui/deferred-error-state';
import { LoadingState } from '@/components/ui/skeleton';
import { usePermissions, usePowers } from '@/lib/permissions';
import { navItems } from './nav-items';

/**
 * `/` opens the statistics for a caller that may read them, else the first page it may open (the
 * suppression list, for an admin-only key).
 */
export function RootRedirect() {
  const powers = usePowers();
  const { error, refetch, isFetching } = usePermissions();
  if (powers) {
    const first = navItems.find((item) => powers.has(item.power))?.to ?? '/suppressions';
    return <Navigate to={powers.has('stats.read') ? '/stats' : first} replace />;
  }
  if (error) {
    return (
      <DeferredErrorState
        error={error}
        title="Couldn't check your key's permissions"
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return <LoadingState label="Checking what your key may do…" />;
}
