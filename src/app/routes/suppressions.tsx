import { SuppressionsPage } from '@/features/suppressions/components/suppressions-page';
import { suppressionsPageMeta } from '@/features/suppressions/page-meta';
import { RequirePermission } from '@/app/require-permission';

export { prefetchSuppressionsPage as prefetch } from '@/features/suppressions/api/prefetch-suppressions-page';

/** Lazy route module: the router loads this file (and the feature behind it) on first visit. */
export function Component() {
  return (
    <RequirePermission power="suppressions.read" meta={suppressionsPageMeta}>
      <SuppressionsPage />
    </RequirePermission>
  );
}
