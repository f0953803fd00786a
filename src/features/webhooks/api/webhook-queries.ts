import { queryOptions } from '@tanstack/react-query';
import { webhookDeliveryListDataSchema, webhookListDataSchema, type WebhookDelivery } from '@/contract';
import { apiRequest, isApiError } from '@/lib/api-client';

/** Newest deliveries first; the API serves at most 200 at once. */
export const deliveryPageSizes = [50, 200] as const;

/** What the delivery log query holds: the deliveries, or `unsupported` on a spec-only service. */
export type DeliveryLog = { supported: true; deliveries: WebhookDelivery[] } | { supported: false };

const hasPending = (log: DeliveryLog | undefined) =>
  log?.supported === true && log.deliveries.some((d) => d.state === 'pending');

export const webhookQueries = {
  all: () => ['webhooks'] as const,
  list: () =>
    queryOptions({
      queryKey: [...webhookQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiRequest('/webhooks', { schema: webhookListDataSchema, signal }),
      // Health moves as deliveries happen; a quiet poll keeps the list honest.
      refetchInterval: 15_000,
    }),
  deliveriesOf: (webhookId: number) => [...webhookQueries.all(), 'deliveries', webhookId] as const,
  deliveries: (webhookId: number, limit: number) =>
    queryOptions({
      queryKey: [...webhookQueries.deliveriesOf(webhookId), { limit }] as const,
      queryFn: async ({ signal }): Promise<DeliveryLog> => {
        try {
          const data = await apiRequest(`/webhooks/${webhookId}/deliveries`, {
            query: { limit },
            schema: webhookDeliveryListDataSchema,
            signal,
          });
          return { supported: true, deliveries: data.deliveries };
        } catch (error) {
          // The log is an extension: a service without it answers 404 or 405 for the route. The page
          // asks only for webhooks it has just listed, so a 404 here means the route, not the webhook.
          if (isApiError(error) && (error.status === 404 || error.status === 405))
            return { supported: false };
          throw error;
        }
      },
      // Retries are seconds apart while something is pending; otherwise a slower poll picks up new events.
      refetchInterval: (query) => (hasPending(query.state.data) ? 2_000 : 10_000),
    }),
};
