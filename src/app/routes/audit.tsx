import type { PagePrefetch } from '@/lib/page-prefetch';
import { auditQueries } from '@/lib/audit-queries';
import { readPageState } from '@/lib/page-state/page-state';
import { auditPageState } from '@/lib/page-state/audit';
import { toAuditQuery } from '@/features/audit/audit-filters';
import { AuditPage } from '@/features/audit/components/audit-page';
import { auditPageMeta } from '@/features/audit/page-meta';
import { RequirePermission } from '@/app/require-permission';

export const prefetch: PagePrefetch = (client, { search }) =>
  client.prefetchInfiniteQuery(auditQueries.list(toAuditQuery(readPageState(auditPageState, search).state)));

/** Lazy route module: the router loads this file (and the feature behind it) on first visit. */
export function Component() {
  return (
    <RequirePermission permission="admin" meta={auditPageMeta}>
      <AuditPage />
    </RequirePermission>
  );
}
