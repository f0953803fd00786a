import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';

export const messagesPageMeta = {
  title: 'Messages',
  description: 'Look up a message by its ID or recipient and follow its delivery timeline.',
} as const;

export function MessagesPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader {...messagesPageMeta} />
      <EmptyState
        title="Coming soon"
        description={
          id ? `Message ${id} and its events will appear here.` : 'Message lookup will appear here.'
        }
      />
    </>
  );
}
