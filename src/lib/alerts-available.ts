import { useExtension } from './capabilities';
import { useCan } from './permissions';

/**
 * Whether the caller may and can ask for alerts: the power to read them, and the service not known to lack them (the
 * capability layer's answer). For the pages alerts concern (banners, "alert me" links).
 */
export function useAlertsAvailable(): boolean {
  const readable = useCan('alerts.read');
  const offered = useExtension('listAlerts', 'try');
  return readable && offered;
}
