import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookBody, RotateSecretBody, UpdateWebhookBody, WebhookDelivery } from '@/contract';
import { auditQueries } from '@/lib/audit-queries';
import { callEndpoint } from '@/lib/call-endpoint';
import { webhookQueries } from './webhook-queries';

/**
 * Answers that carry a signing secret are dropped from the mutation cache as soon as nothing shows
 * them (gcTime 0), so the secret lives only as long as the dialog that reveals it.
 */
const forgetSecret = { gcTime: 0 } as const;

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    ...forgetSecret,
    mutationFn: (body: CreateWebhookBody) => callEndpoint('createWebhook', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueries.list().queryKey }),
  });
}

/** Now (`{}`) or staged (`activate_in_hours`); the page refetches to show when a staged one takes over. */
export function useRotateSecret(webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...forgetSecret,
    mutationFn: (body: RotateSecretBody) =>
      callEndpoint('rotateWebhookSecret', { params: { id: webhookId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookQueries.list().queryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueries.all() }),
      ]),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (webhookId: number) => {
      await callEndpoint('deleteWebhook', { params: { id: webhookId } });
      return webhookId;
    },
    onSuccess: (webhookId) => {
      queryClient.removeQueries({ queryKey: webhookQueries.deliveriesOf(webhookId) });
      return queryClient.invalidateQueries({ queryKey: webhookQueries.list().queryKey });
    },
  });
}

/** Puts a delivery the service just answered into every cached page of its webhook's log. */
function useStoreDelivery(webhookId: number) {
  const queryClient = useQueryClient();
  return (delivery: WebhookDelivery | undefined) => {
    // Without the delivery in the answer, the refetch below brings it.
    if (!delivery) return void queryClient.invalidateQueries({ queryKey: webhookQueries.all() });
    queryClient.setQueriesData<WebhookDelivery[]>(
      { queryKey: webhookQueries.deliveriesOf(webhookId) },
      (log) =>
        log &&
        (log.some((d) => d.id === delivery.id)
          ? log.map((d) => (d.id === delivery.id ? delivery : d))
          : [delivery, ...log]),
    );
    void queryClient.invalidateQueries({ queryKey: webhookQueries.all() });
    void queryClient.invalidateQueries({ queryKey: auditQueries.all() });
  };
}

export function useSendTestEvent(webhookId: number) {
  const store = useStoreDelivery(webhookId);
  return useMutation({
    mutationFn: () => callEndpoint('testWebhook', { params: { id: webhookId } }),
    onSuccess: (data) => store(data?.delivery),
  });
}

export function useRetryDelivery(webhookId: number) {
  const store = useStoreDelivery(webhookId);
  return useMutation({
    mutationFn: (deliveryId: string) =>
      callEndpoint('retryWebhookDelivery', { params: { id: webhookId, delivery_id: deliveryId } }),
    onSuccess: (data) => store(data?.delivery),
  });
}

/** Edit in place, pause or resume; the list and this webhook's page refetch (any 2xx will do). */
export function useUpdateWebhook(webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWebhookBody) =>
      callEndpoint('updateWebhook', { params: { id: webhookId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookQueries.all() }),
        // The change shows in the page's History section too.
        queryClient.invalidateQueries({ queryKey: auditQueries.all() }),
      ]),
  });
}

/** Replay: queues the deliveries again; the log (and its 2 s poll while anything is pending) follows. */
export function useReplayDeliveries(webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { since: string; failed_only: boolean }) =>
      callEndpoint('replayWebhookDeliveries', { params: { id: webhookId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookQueries.deliveriesOf(webhookId) }),
        queryClient.invalidateQueries({ queryKey: webhookQueries.list().queryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueries.all() }),
      ]),
  });
}
