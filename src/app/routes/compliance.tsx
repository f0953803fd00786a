import { CompliancePage } from '@/features/domains/compliance/compliance-page';
import { compliancePageMeta } from '@/features/domains/compliance/page-meta';
import { RequirePermission } from '@/app/require-permission';

export { prefetchCompliancePage as prefetch } from '@/features/domains/compliance/prefetch-compliance-page';

/** Lazy route module: the router loads this file (and the feature behind it) on first visit. */
export function Component() {
  return (
    <RequirePermission power="stats.read" meta={compliancePageMeta}>
      <CompliancePage />
    </RequirePermission>
  );
}
