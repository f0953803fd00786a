import { isMailboxProvider, messageEventTypes, messageStatuses, type AlertIncident } from '@/contract';
import { href } from '@/lib/href';

/**
 * The activity log filtered to the messages behind an incident: its window to the millisecond (the
 * log takes exact times in its custom range), the sending domain, the events or statuses it names and
 * its mailbox provider, and a key-volume incident's key. `now` ends a range still open (a service whose drill-down has no end).
 * Values the log does not know are left out rather than sent to be refused.
 */
export function incidentDrilldownHref(incident: Pick<AlertIncident, 'drilldown'>, now = Date.now()) {
  const drill = incident.drilldown;
  if (!drill) return null;
  return href('messages', {
    provider: isMailboxProvider(drill.provider) ? [drill.provider] : undefined,
    status: drill.status?.flatMap((st) => messageStatuses.find((k) => k === st) ?? []),
    event: drill.event?.flatMap((e) => messageEventTypes.find((k) => k === e) ?? []),
    range: 'custom',
    since: drill.from,
    until: drill.to ?? new Date(now).toISOString(),
    domain: drill.domain_id,
    api_key_id: drill.api_key_id,
  });
}
