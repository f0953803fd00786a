import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditListQuery } from '@/contract';
import { callEndpoint } from './call-endpoint';

/**
 * Shared by the audit log page and the History sections of suppressions and webhooks. The trail is an
 * extension: a service without it fails with `Unsupported`.
 */
export const auditQueries = {
  all: () => ['audit-log'] as const,
  list: (filters: Omit<Partial<AuditListQuery>, 'cursor'>) =>
    infiniteQueryOptions({
      queryKey: [...auditQueries.all(), filters] as const,
      initialPageParam: undefined as string | undefined,
      queryFn: ({ signal, pageParam }) =>
        callEndpoint('listAuditLog', { query: { ...filters, cursor: pageParam }, signal }),
      getNextPageParam: (last) => last.next_cursor ?? undefined,
    }),
};
