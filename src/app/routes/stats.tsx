import { StatsPage } from '@/features/stats/components/stats-page';
import { statsPageMeta } from '@/features/stats/page-meta';
import { RequirePermission } from '@/app/require-permission';
import { FiringAlertsBanner } from '@/features/alerts/components/firing-alerts-banner';

export { prefetchStatsPage as prefetch } from '@/features/stats/api/prefetch-stats-page';

/** Lazy route module: the router loads this file (and the feature behind it) on first visit. */
export function Component() {
  return (
    <RequirePermission power="stats.read" meta={statsPageMeta}>
      <StatsPage banner={<FiringAlertsBanner concerns="delivery" />} />
    </RequirePermission>
  );
}
