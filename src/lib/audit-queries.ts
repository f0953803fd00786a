import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditListData, AuditListParams } from '@/contract';
import { callEndpoint, isExtensionMissing } from './call-endpoint';

/** A page of the trail, or `unsupported` on a service without the audit log (an extension). */
export type AuditPage = ({ supported: true } & AuditListData) | { supported: false };

/** Shared by the audit log page and the History sections of suppressions and webhooks. */
export const auditQueries = {
  all: () => ['audit-log'] as const,
  list: (filters: Omit<AuditListParams, 'cursor'>) =>
    infiniteQueryOptions({
      queryKey: [...auditQueries.all(), filters] as const,
      initialPageParam: undefined as string | undefined,
      queryFn: async ({ signal, pageParam }): Promise<AuditPage> => {
        try {
          const data = await callEndpoint('listAuditLog', {
            query: { ...filters, cursor: pageParam },
            signal,
          });
          return { supported: true, ...data };
        } catch (error) {
          if (isExtensionMissing(error)) return { supported: false };
          throw error;
        }
      },
      getNextPageParam: (last) => (last.supported ? (last.next_cursor ?? undefined) : undefined),
    }),
};
