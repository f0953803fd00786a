import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateDomainBody, DkimRotationStep, DomainDetail } from '@/contract';
import { auditQueries } from '@/lib/audit-queries';
import { callEndpoint } from '@/lib/call-endpoint';
import { domainDetailQueries } from './domain-queries';

/**
 * A domain the service answered goes straight into its page's cache; without it (any other 2xx)
 * the page refetches. The list (health, last checked) and the audit trail follow either way.
 */
function storeDomain(client: QueryClient, id: number, domain: DomainDetail | null) {
  if (domain) client.setQueryData(domainDetailQueries.detail(id).queryKey, domain);
  return Promise.all([
    // Exact: the page's own entry is fresh (the list's key is its prefix).
    client.invalidateQueries({ queryKey: domainDetailQueries.list().queryKey, exact: !!domain }),
    client.invalidateQueries({ queryKey: auditQueries.all() }),
  ]);
}

export function useCreateDomain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDomainBody) => callEndpoint('createDomain', { body }),
    onSuccess: async (domain) => {
      if (domain) client.setQueryData(domainDetailQueries.detail(domain.id).queryKey, domain);
      await client.invalidateQueries({ queryKey: domainDetailQueries.list().queryKey, exact: true });
    },
  });
}

/** Check now: the service looks the records up (within 10 s) and answers what it found. */
export function useCheckDomain(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint('checkDomain', { params: { id } }),
    onSuccess: (domain) => storeDomain(client, id, domain),
  });
}

/** One DKIM rotation step; the service refuses a step out of order (409) and says why. */
export function useRotateDkim(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: DkimRotationStep) =>
      callEndpoint('rotateDomainDkim', { params: { id }, body: { step } }),
    onSuccess: (domain) => storeDomain(client, id, domain),
  });
}

export function useDeleteDomain(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint('deleteDomain', { params: { id } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: domainDetailQueries.detail(id).queryKey });
      return Promise.all([
        client.invalidateQueries({ queryKey: domainDetailQueries.list().queryKey, exact: true }),
        client.invalidateQueries({ queryKey: auditQueries.all() }),
      ]);
    },
  });
}
