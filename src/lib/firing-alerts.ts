import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePermissions } from './permissions';

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
  const { data: permissions } = usePermissions();
  const admin = permissions?.admin === true;
  const { data } = useQuery({ ...firingAlertsQuery(), enabled: admin });
  return admin ? (data ?? undefined) : undefined;
}
