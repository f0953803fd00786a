import { AuditPage } from '@/features/audit/components/audit-page';
import { auditPageMeta } from '@/features/audit/page-meta';
import { RequirePermission } from '@/app/require-permission';

export { prefetchAuditPage as prefetch } from '@/features/audit/api/prefetch-audit-page';

/** Lazy route module: the router loads this file (and the feature behind it) on first visit. */
export function Component() {
  return (
    <RequirePermission power="audit.read" meta={auditPageMeta}>
      <AuditPage />
    </RequirePermission>
  );
}
