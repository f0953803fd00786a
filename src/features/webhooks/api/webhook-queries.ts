import { queryOptions } from '@tanstack/react-query';
import type { WebhookDelivery } from '@/contract';
import { callEndpoint } from '@/lib/call-endpoint';
import { isUnsupported, unlearnCapability } from '@/lib/capabilities';

const hasPending = (log: WebhookDelivery[] | undefined) => log?.some((d) => d.state === 'pending') ?? false;

export const webhookQueries = {
  /**
   * How many deliveries a replay would send again: the service's dry run (it changes nothing).
   * Fresh on every open of the dialog, never cached beyond it.
   */
  replayPreview: (webhookId: number, since: string, failedOnly: boolean) =>
    queryOptions({
      queryKey: [...webhookQueries.all(), 'replay-preview', webhookId, { since, failedOnly }] as const,
      queryFn: async ({ signal }) => {
        const data = await callEndpoint('replayWebhookDeliveries', {
          params: { id: webhookId },
          body: { since, failed_only: failedOnly, dry_run: true },
          signal,
        });
        if (!data) throw new Error('The service did not say how many deliveries it would send again.');
        return data;
      },
      staleTime: 0,
      gcTime: 0,
    }),
  all: () => ['webhooks'] as const,
  list: () =>
    queryOptions({
      queryKey: [...webhookQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => callEndpoint('listWebhooks', { signal }),
      // Health moves as deliveries happen; a quiet poll keeps the list honest.
      refetchInterval: 15_000,
    }),
  deliveriesOf: (webhookId: number) => [...webhookQueries.all(), 'deliveries', webhookId] as const,
  deliveries: (webhookId: number, limit: number) =>
    queryOptions({
      queryKey: [...webhookQueries.deliveriesOf(webhookId), { limit }] as const,
      queryFn: async ({ signal, client }) => {
        try {
          const data = await callEndpoint('listWebhookDeliveries', {
            params: { id: webhookId },
            query: { limit },
            signal,
          });
          return data.deliveries;
        } catch (error) {
          // The log is an extension, and a miss under `/webhooks/{id}` may also mean the webhook itself
          // is gone: a fresh list tells which (and updates the page).
          if (isUnsupported(error)) {
            const { webhooks } = await client.fetchQuery({ ...webhookQueries.list(), staleTime: 0 });
            if (!webhooks.some((w) => w.id === webhookId)) unlearnCapability(error.capability);
          }
          throw error;
        }
      },
      // Retries are seconds apart while something is pending; otherwise a slower poll picks up new events.
      refetchInterval: (query) => (hasPending(query.state.data) ? 2_000 : 10_000),
    }),
};
