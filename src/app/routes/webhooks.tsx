import { WebhooksPage } from '@/features/webhooks/components/webhooks-page';
import { webhooksPageMeta } from '@/features/webhooks/page-meta';
import { RequirePermission } from '@/app/require-permission';
import { FiringAlertsBanner } from '@/features/alerts/components/firing-alerts-banner';

export { prefetchWebhooksPage as prefetch } from '@/features/webhooks/api/prefetch-webhooks-page';

/** Lazy route module: the router loads this file (and the feature behind it) on first visit. */
export function Component() {
  return (
    <RequirePermission power="webhooks.read" meta={webhooksPageMeta}>
      <WebhooksPage banner={<FiringAlertsBanner concerns="webhooks" />} />
    </RequirePermission>
  );
}
