import { useDeferredValue, type ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { PermissionNotice } from '@/components/ui/permission-notice';
import { grantedPermissions, usePermissions, type DashboardPermission } from '@/lib/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PagePending, type PageMeta } from './page-pending';

interface RequirePermissionProps {
  permission: DashboardPermission;
  /** The page's title and description, shown even while the page itself is withheld. */
  meta: PageMeta;
  children: ReactNode;
}

/**
 * Renders the page only when the key has the permission, so pages never fire requests that
 * can only answer 403, and say why instead of showing an error. (A deep link's first queries are
 * started before the page renders, once the permissions are known: see `preloadRoute`.)
 */
export function RequirePermission({ permission, meta, children }: RequirePermissionProps) {
  const { data: answered, error, refetch, isFetching } = usePermissions();
  // Mounting the page is the heaviest render of a visit. Deferred, React renders it in short slices
  // (a transition) instead of one long task once the permissions arrive: the page stays responsive.
  const data = useDeferredValue(answered);
  useDocumentTitle(meta.title);

  if (data?.[permission]) return children;
  if (data === undefined && !error) return <PagePending meta={meta} label="Checking what your key may do…" />;
  return (
    <>
      <PageHeader {...meta} />
      {error ? (
        <ErrorState
          error={error}
          title="Couldn't check your key's permissions"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <PermissionNotice needed={permission} granted={data ? grantedPermissions(data) : []} />
      )}
    </>
  );
}
