import { DomainsPage } from '@/features/domains/components/domains-page';
import { domainsPageMeta } from '@/features/domains/page-meta';
import { RequirePermission } from '@/app/require-permission';

export { prefetchDomainsPage as prefetch } from '@/features/domains/api/prefetch-domains-page';

/** Lazy route module: the router loads this file (and the feature behind it) on first visit. */
export function Component() {
  return (
    <RequirePermission power="domains.read" meta={domainsPageMeta}>
      <DomainsPage />
    </RequirePermission>
  );
}
