import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';

/** Title and description, shared with the permission gate so a locked page reads the same. */
export const suppressionsPageMeta = {
  title: 'Suppressions',
  description:
    'Addresses the service will not deliver to: bounced, complained, unsubscribed or added by hand.',
} as const;

export function SuppressionsPage() {
  return (
    <>
      <PageHeader {...suppressionsPageMeta} />
      <EmptyState title="Coming soon" description="The suppression list will appear here." />
    </>
  );
}
