import type { PagePrefetch } from '@/lib/page-prefetch';
import { webhookQueries } from './webhook-queries';

/** `/webhooks` and `/webhooks/:id` both start from the list. */
export const prefetchWebhooksPage: PagePrefetch = (client) => {
  void client.prefetchQuery(webhookQueries.list());
};
