import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { domainQueries } from '@/lib/domain-queries';

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * One domain whole, under the shared list's key (`['domains']`), so a change invalidates both. The
 * list itself is the shared one (src/lib/domain-queries.ts): statistics and messages read it too.
 */
export const domainDetailQueries = {
  // Health moves with every re-check: on this page the shared list is fresh for half a minute, not five.
  list: () => queryOptions({ ...domainQueries.list(), staleTime: 30_000 }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...domainQueries.list().queryKey, 'detail', id] as const,
      queryFn: ({ signal }) => callEndpoint('getDomain', { params: { id }, signal }),
    }),
  /**
   * The domain's sender-side failures over the last 7 UTC days, from the statistics' bounce
   * breakdown (an extension): one cheap request, counted per failure event as that endpoint counts.
   */
  senderFailures: (id: number, now = Date.now()) =>
    queryOptions({
      queryKey: ['stats', 'bounces', 'sender-of-domain', id, isoDay(now)] as const,
      queryFn: async ({ signal }) => {
        const data = await callEndpoint('statsBounces', {
          query: { domain_id: id, from: isoDay(now - 6 * dayMs), to: isoDay(now) },
          signal,
        });
        return data.totals.by_side.sender;
      },
      staleTime: 60_000,
    }),
};
