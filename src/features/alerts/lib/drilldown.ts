import { isMailboxProvider, messageEventTypes, messageStatuses, type AlertIncident } from '@/contract';
import { activityLogHref } from '@/lib/activity-log-link';

/**
 * The activity log filtered to the messages behind an incident: its window to the millisecond (the
 * log takes exact times in its custom range), the sending domain, the events or statuses it names and
 * its mailbox provider, and a key-volume incident's key. `now` ends a range still open (a service whose drill-down has no end).
 * Values the log does not know are left out rather than sent to be refused.
 */
export function incidentDrilldownHref(incident: Pick<AlertIncident, 'drilldown'>, now = Date.now()) {
  const drill = incident.drilldown;
  if (!drill) return null;
  return activityLogHref({
    since: drill.from,
    until: drill.to ?? new Date(now).toISOString(),
    domainId: drill.domain_id,
    event: (drill.event ?? []).filter((e) => (messageEventTypes as readonly string[]).includes(e)),
    status: (drill.status ?? []).filter((st) => (messageStatuses as readonly string[]).includes(st)),
    provider: isMailboxProvider(drill.provider) ? drill.provider : undefined,
    apiKeyId: drill.api_key_id,
  });
}
