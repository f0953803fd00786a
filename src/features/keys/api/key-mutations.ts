import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyBody } from '@/contract';
import { callEndpoint } from '@/lib/call-endpoint';
import { keyQueries } from '@/lib/key-list-query';

export function useCreateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer carries the key itself: gone from the cache as soon as the dialog closes.
    gcTime: 0,
    mutationFn: (body: CreateApiKeyBody) => callEndpoint('createKey', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyQueries.all() }),
  });
}

export function useRevokeKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) => callEndpoint('revokeKey', { params: { id: keyId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyQueries.all() }),
  });
}
