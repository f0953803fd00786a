import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyDataSchema, createdApiKeyDataSchema, type CreateApiKeyBody } from '@/contract';
import { apiRequest } from '@/lib/api-client';
import { keyQueries } from '@/lib/key-list-query';

export function useCreateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer carries the key itself: gone from the cache as soon as the dialog closes.
    gcTime: 0,
    mutationFn: (body: CreateApiKeyBody) =>
      apiRequest('/keys', { method: 'POST', body, schema: createdApiKeyDataSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyQueries.all() }),
  });
}

export function useRevokeKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) =>
      apiRequest(`/keys/${keyId}`, { method: 'DELETE', schema: apiKeyDataSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyQueries.all() }),
  });
}
