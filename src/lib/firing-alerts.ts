import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCan } from './permissions';

/**
 * How many alert incidents are firing now, for the navigation's count. It lives in the shell, so it
 * imports neither the contract nor the client: both load on the first ask (pages load them anyway).
 * Alerts are an extension for admin keys: asked only by an admin key, and `null` once the capability
 * layer says the service has none (then never polled again, and no request is made for it).
 */
export const firingAlertsQuery = () =>
  queryOptions({
    queryKey: ['alerts', 'firing-count'] as const,
    queryFn: async ({ signal }) => {
      const [{ callEndpoint }, { isUnsupported }] = await Promise.all([
        import('./call-endpoint'),
        import('./capabilities'),
      ]);
      try {
        const data = await callEndpoint('listAlerts', { query: { state: 'firing', limit: 1 }, signal });
        return data.firing_total;
      } catch (error) {
        if (isUnsupported(error)) return null;
        throw error;
      }
    },
    refetchInterval: (query) => (query.state.data === null ? false : 30_000),
    retry: false,
  });

/** The firing count; undefined when unknown, not offered, or not for this key. */
export function useFiringAlertsCount(): number | undefined {
  const admin = useCan('alerts.read');
  const { data } = useQuery({ ...firingAlertsQuery(), enabled: admin });
  return admin ? (data ?? undefined) : undefined;
}

/** Delivery incidents firing now, in a statistics scope (one domain, or every one when null). */
export interface FiringInScope {
  count: number;
  /** The one to open when there is just one. */
  firstId: number | undefined;
}

/**
 * The delivery incidents firing now (webhook metrics aside), with the domain each is about: what
 * the statistics' health sentence weighs beside its rates. Same beat as the navigation's count.
 */
export const firingDeliveryQuery = () =>
  queryOptions({
    queryKey: ['alerts', 'firing-delivery'] as const,
    queryFn: async ({ signal }) => {
      const [{ callEndpoint }, { isUnsupported }, { isWebhookMetric }] = await Promise.all([
        import('./call-endpoint'),
        import('./capabilities'),
        import('@/contract'),
      ]);
      try {
        const data = await callEndpoint('listAlerts', { query: { state: 'firing', limit: 100 }, signal });
        return data.incidents
          .filter((i) => i.state === 'firing' && !isWebhookMetric(i.metric))
          .map((i) => ({ id: i.id, domainId: i.drilldown?.domain_id ?? null }));
      } catch (error) {
        if (isUnsupported(error)) return null;
        throw error;
      }
    },
    refetchInterval: (query) => (query.state.data === null ? false : 30_000),
    retry: false,
  });

/** Firing delivery incidents that concern `domainId` (any, when null); undefined when unknown. */
export function useFiringInScope(domainId: number | null): FiringInScope | undefined {
  const admin = useCan('alerts.read');
  const { data } = useQuery({ ...firingDeliveryQuery(), enabled: admin });
  if (!admin || !data) return undefined;
  // An incident about all mail concerns every domain; one about a domain concerns that domain.
  const inScope = data.filter((i) => domainId === null || i.domainId === null || i.domainId === domainId);
  return { count: inScope.length, firstId: inScope[0]?.id };
}
