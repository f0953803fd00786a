import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  webhookDataSchema,
  webhookDeliveryDataSchema,
  webhookWithSecretDataSchema,
  type CreateWebhookBody,
  type WebhookDelivery,
} from '@/contract';
import { apiRequest } from '@/lib/api-client';
import { webhookQueries, type DeliveryLog } from './webhook-queries';

/**
 * Answers that carry a signing secret are dropped from the mutation cache as soon as nothing shows
 * them (gcTime 0), so the secret lives only as long as the dialog that reveals it.
 */
const forgetSecret = { gcTime: 0 } as const;

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    ...forgetSecret,
    mutationFn: (body: CreateWebhookBody) =>
      apiRequest('/webhooks', { method: 'POST', body, schema: webhookWithSecretDataSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueries.list().queryKey }),
  });
}

export function useRotateSecret(webhookId: number) {
  return useMutation({
    ...forgetSecret,
    mutationFn: () =>
      apiRequest(`/webhooks/${webhookId}/rotate-secret`, {
        method: 'POST',
        schema: webhookWithSecretDataSchema,
      }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: number) =>
      apiRequest(`/webhooks/${webhookId}`, { method: 'DELETE', schema: webhookDataSchema }),
    onSuccess: ({ webhook }) => {
      queryClient.removeQueries({ queryKey: webhookQueries.deliveriesOf(webhook.id) });
      return queryClient.invalidateQueries({ queryKey: webhookQueries.list().queryKey });
    },
  });
}

/** Puts a delivery the service just answered into every cached page of its webhook's log. */
function useStoreDelivery(webhookId: number) {
  const queryClient = useQueryClient();
  return (delivery: WebhookDelivery) => {
    queryClient.setQueriesData<DeliveryLog>({ queryKey: webhookQueries.deliveriesOf(webhookId) }, (log) => {
      if (!log?.supported) return log;
      const known = log.deliveries.some((d) => d.id === delivery.id);
      const deliveries = known
        ? log.deliveries.map((d) => (d.id === delivery.id ? delivery : d))
        : [delivery, ...log.deliveries];
      return { supported: true, deliveries };
    });
    void queryClient.invalidateQueries({ queryKey: webhookQueries.all() });
  };
}

export function useSendTestEvent(webhookId: number) {
  const store = useStoreDelivery(webhookId);
  return useMutation({
    mutationFn: () =>
      apiRequest(`/webhooks/${webhookId}/test`, { method: 'POST', schema: webhookDeliveryDataSchema }),
    onSuccess: ({ delivery }) => store(delivery),
  });
}

export function useRetryDelivery(webhookId: number) {
  const store = useStoreDelivery(webhookId);
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest(`/webhooks/${webhookId}/deliveries/${deliveryId}/retry`, {
        method: 'POST',
        schema: webhookDeliveryDataSchema,
      }),
    onSuccess: ({ delivery }) => store(delivery),
  });
}
