import { isMailboxProvider, messageEventTypes, type AlertIncident } from '@/contract';
import { activityLogHref } from '@/lib/activity-log-link';

const day = (iso: string) => iso.slice(0, 10);

/**
 * The activity log filtered to the messages behind an incident: its days (the log's custom range is
 * in whole UTC days), the sending domain, the events it names and its mailbox provider. `now` ends a
 * range still open. Values the log does not know are left out rather than sent to be refused.
 */
export function incidentDrilldownHref(incident: Pick<AlertIncident, 'drilldown'>, now = Date.now()) {
  const drill = incident.drilldown;
  if (!drill) return null;
  return activityLogHref({
    since: day(drill.from),
    until: day(drill.to ?? new Date(now).toISOString()),
    domainId: drill.domain_id,
    event: (drill.event ?? []).filter((e) => (messageEventTypes as readonly string[]).includes(e)),
    provider: isMailboxProvider(drill.provider) ? drill.provider : undefined,
  });
}
