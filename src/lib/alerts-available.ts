import { useExtension } from './capabilities';
import { usePermissions } from './permissions';

/**
 * Whether this key may and can ask for alerts: admin, and the service not known to lack them (the
 * capability layer's answer). For the pages alerts concern (banners, "alert me" links).
 */
export function useAlertsAvailable(): boolean {
  const { data: permissions } = usePermissions();
  const offered = useExtension('listAlerts', 'try');
  return permissions?.admin === true && offered;
}
