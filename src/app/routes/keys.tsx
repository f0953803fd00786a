import type { PagePrefetch } from '@/lib/page-prefetch';
import { keyQueries } from '@/lib/key-list-query';
import { KeysPage } from '@/features/keys/components/keys-page';
import { keysPageMeta } from '@/features/keys/page-meta';
import { RequirePermission } from '@/app/require-permission';

export const prefetch: PagePrefetch = (client) => client.prefetchQuery(keyQueries.list());

/** Lazy route module: the router loads this file (and the feature behind it) on first visit. */
export function Component() {
  return (
    <RequirePermission power="keys.read" meta={keysPageMeta}>
      <KeysPage />
    </RequirePermission>
  );
}
