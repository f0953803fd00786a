import { ExplainBouncePage } from '@/features/bounces/components/explain-bounce-page';
import { explainBouncePageMeta } from '@/features/bounces/page-meta';
import { RequirePermission } from '@/app/require-permission';

/** Lazy route module: the router loads this file (and the feature behind it) on first visit. */
export function Component() {
  return (
    <RequirePermission power="stats.read" meta={explainBouncePageMeta}>
      <ExplainBouncePage />
    </RequirePermission>
  );
}
