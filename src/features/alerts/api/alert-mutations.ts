import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAlertRuleBody, UpdateAlertRuleBody } from '@/contract';
import { auditQueries } from '@/lib/audit-queries';
import { callEndpoint } from '@/lib/call-endpoint';
import { alertQueries } from './alert-queries';

/** Rules and incidents both move on a change (an edit closes the rule's incidents), and the audit log. */
function useRefreshAlerts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: alertQueries.all() }),
      queryClient.invalidateQueries({ queryKey: auditQueries.all() }),
    ]);
}

export function useCreateAlertRule() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (body: CreateAlertRuleBody) => callEndpoint('createAlertRule', { body }),
    onSuccess: refresh,
  });
}

export function useUpdateAlertRule() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAlertRuleBody }) =>
      callEndpoint('updateAlertRule', { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteAlertRule() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (id: number) => callEndpoint('deleteAlertRule', { params: { id } }),
    onSuccess: refresh,
  });
}
