import type { AlertIncident } from '@/contract';

/**
 * The incidents of every page loaded so far, as one list: firing first, then the newest. The service
 * pages in that order already, so a next page lands below; sorting again keeps firing on top should a
 * service order otherwise. An incident that changed state between two pages' answers can come twice
 * (firing on the first, resolved on the next): it is listed once, as the later answer has it.
 */
export function mergeIncidentPages(pages: readonly { incidents: readonly AlertIncident[] }[]) {
  const byId = new Map<number, AlertIncident>();
  for (const page of pages) for (const incident of page.incidents) byId.set(incident.id, incident);
  return [...byId.values()].sort(
    (a, b) =>
      Number(b.state === 'firing') - Number(a.state === 'firing') ||
      Date.parse(b.started_at) - Date.parse(a.started_at),
  );
}
