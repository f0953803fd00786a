import { useDeferredValue, type ReactNode } from 'react';
import type { Power } from '@/contract/role-names';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { PermissionNotice } from '@/components/ui/permission-notice';
import { grantedPermissions, missingKeyPermission, usePermissions, usePowers } from '@/lib/permissions';
import { usePerson } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PagePending, type PageMeta } from './page-pending';

interface RequirePermissionProps {
  /** The power the page needs (a person's role, or what a key's permissions open). */
  power: Power;
  /** The page's title and description, shown even while the page itself is withheld. */
  meta: PageMeta;
  children: ReactNode;
}

/**
 * Renders the page only when the caller has the power, so pages never fire requests that can only
 * answer 403, and say why instead of showing an error: a person's role, or a key's permissions.
 * (A deep link's first queries are started before the page renders, once the powers are known:
 * see `preloadRoute`.)
 */
export function RequirePermission({ power, meta, children }: RequirePermissionProps) {
  const person = usePerson();
  const { data: key, error, refetch, isFetching } = usePermissions();
  // Mounting the page is the heaviest render of a visit. Deferred, React renders it in short slices
  // (a transition) instead of one long task once the permissions arrive: the page stays responsive.
  const powers = useDeferredValue(usePowers());
  useDocumentTitle(meta.title);

  if (powers?.has(power)) return children;
  if (powers === undefined && !error)
    return <PagePending meta={meta} label="Checking what your key may do…" />;
  return (
    <>
      <PageHeader {...meta} />
      {person ? (
        <PermissionNotice role={person.person.role} power={power} />
      ) : error || !key ? (
        <ErrorState
          error={error}
          title="Couldn't check your key's permissions"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <PermissionNotice needed={missingKeyPermission(key)} granted={grantedPermissions(key)} />
      )}
    </>
  );
}
