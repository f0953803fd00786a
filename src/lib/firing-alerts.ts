import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';
import { useCapability } from './capabilities';
import { usePermissions } from './permissions';

/**
 * How many alert incidents are firing now, for the navigation's count and the pages' banners. Alerts
 * are an extension for admin keys: asked only of a key that is admin, and never again once the
 * service has said it has no alerts (the capability layer answers that, not a status code here).
 */
export const firingAlertsQuery = () =>
  queryOptions({
    queryKey: ['alerts', 'firing-count'] as const,
    queryFn: async ({ signal }) =>
      (await callEndpoint('listAlerts', { query: { state: 'firing', limit: 1 }, signal })).firing_total,
    refetchInterval: 30_000,
    retry: false,
  });

/** Whether this key may and can ask for alerts: admin, and the service not known to lack them. */
export function useAlertsAvailable(): boolean {
  const { data: permissions } = usePermissions();
  const offered = useCapability('listAlerts');
  return permissions?.admin === true && offered !== false;
}

/** The firing count, or undefined when unknown or not for this key. */
export function useFiringAlertsCount(): number | undefined {
  const enabled = useAlertsAvailable();
  const { data } = useQuery({ ...firingAlertsQuery(), enabled });
  return enabled ? data : undefined;
}
