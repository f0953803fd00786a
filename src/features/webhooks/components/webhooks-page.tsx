import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';

export const webhooksPageMeta = {
  title: 'Webhooks',
  description: 'HTTPS endpoints that receive signed notifications when email events happen.',
} as const;

export function WebhooksPage() {
  return (
    <>
      <PageHeader {...webhooksPageMeta} />
      <EmptyState title="Coming soon" description="Webhook subscriptions will appear here." />
    </>
  );
}
