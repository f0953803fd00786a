import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';

export const statsPageMeta = {
  title: 'Statistics',
  description: 'Delivery, bounce, complaint, open and click rates over a range of days.',
} as const;

export function StatsPage() {
  return (
    <>
      <PageHeader {...statsPageMeta} />
      <EmptyState title="Coming soon" description="Delivery statistics will appear here." />
    </>
  );
}
