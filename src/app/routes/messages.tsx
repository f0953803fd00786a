import { MessagesPage } from '@/features/messages/components/messages-page';
import { messagesPageMeta } from '@/features/messages/page-meta';
import { RequirePermission } from '@/app/require-permission';

export { prefetchMessagesPage as prefetch } from '@/features/messages/api/prefetch-messages-page';

/** Lazy route module: the router loads this file (and the feature behind it) on first visit. */
export function Component() {
  return (
    <RequirePermission power="messages.read" meta={messagesPageMeta}>
      <MessagesPage />
    </RequirePermission>
  );
}
