import { AlertsPage } from '@/features/alerts/components/alerts-page';
import { alertsPageMeta } from '@/features/alerts/page-meta';
import { RequirePermission } from '@/app/require-permission';

export { prefetchAlertsPage as prefetch } from '@/features/alerts/api/prefetch-alerts-page';

/** Lazy route module: the router loads this file (and the feature behind it) on first visit. */
export function Component() {
  return (
    <RequirePermission power="alerts.read" meta={alertsPageMeta}>
      <AlertsPage />
    </RequirePermission>
  );
}
