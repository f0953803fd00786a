import type { PagePrefetch } from '@/lib/page-prefetch';
import { webhookQueries } from './webhook-queries';

/** `/webhooks` and `/webhooks/:id` both start from the list. */
export const prefetchWebhooksPage: PagePrefetch = (client) => client.prefetchQuery(webhookQueries.list());
