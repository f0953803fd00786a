import { messageEventTypes, messageStatuses, type AlertIncident } from '@/contract';
import { activityLogHref } from '@/lib/activity-log-link';

const day = (iso: string) => iso.slice(0, 10);
const among = (known: readonly string[]) => (values: readonly string[]) =>
  values.filter((v) => known.includes(v));

/**
 * The activity log filtered to the messages behind an incident: its days (the log's custom range is
 * in whole UTC days), the sending domain, the recipient and the statuses it names. A status the log
 * knows as an event type (`deferred`) filters by event instead. `now` ends a range still open.
 */
export function incidentDrilldownHref(incident: Pick<AlertIncident, 'drilldown'>, now = Date.now()) {
  const drill = incident.drilldown;
  if (!drill) return null;
  const named = drill.status ?? [];
  const status = among(messageStatuses)(named);
  return activityLogHref({
    since: day(drill.from),
    until: day(drill.to ?? new Date(now).toISOString()),
    domainId: drill.domain_id,
    recipient: drill.recipient,
    status,
    event: among(messageEventTypes)(named.filter((s) => !status.includes(s))),
  });
}
