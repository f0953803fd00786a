import { Link } from '@/components/ui/link';
import { alertMetricOf, type AlertIncident } from '@/contract';
import { href } from '@/lib/href';
import { formatUtc } from '@/lib/format';
import { incidentDrilldownHref } from '../lib/drilldown';
import { IncidentFailures, IncidentValues } from './incident-explanation';
import { NotificationList } from './notification-list';

/**
 * Under an incident's row: its times, its value at opening and now, why it failed and what to do,
 * the messages behind it, and every notification. Extension fields absent: as before.
 */
export function IncidentDetails({ incident }: { incident: AlertIncident }) {
  const drilldown = incidentDrilldownHref(incident);
  return (
    <div className="flex flex-col gap-3 text-sm">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-zinc-600 dark:text-zinc-400">Started</dt>
        <dd>{formatUtc(incident.started_at)}</dd>
        <IncidentValues incident={incident} />
        {incident.resolved_at && (
          <>
            <dt className="text-zinc-600 dark:text-zinc-400">
              {incident.state === 'closed' ? 'Closed' : 'Resolved'}
            </dt>
            <dd>
              {formatUtc(incident.resolved_at)}
              {incident.closed_reason && ` (${incident.closed_reason})`}
            </dd>
          </>
        )}
      </dl>
      <IncidentFailures incident={incident} />
      {drilldown && (
        <p>
          <Link
            to={drilldown}
            className="font-medium text-indigo-700 underline underline-offset-2 hover:no-underline dark:text-indigo-300"
          >
            Messages behind this incident
          </Link>{' '}
          <span className="text-zinc-600 dark:text-zinc-400">
            (activity log, the window and scope it measured)
          </span>
        </p>
      )}
      <DomainSetupLink incident={incident} />
      <section aria-label={`Notifications of ${incident.rule_name}`} className="flex flex-col gap-1.5">
        <h3 className="font-medium">Notifications</h3>
        <NotificationList notifications={incident.notifications} />
      </section>
    </div>
  );
}

/** A domain-setup incident's scope is a sending domain: its page holds the records and lists behind it. */
function DomainSetupLink({ incident }: { incident: AlertIncident }) {
  if (alertMetricOf(incident.metric)?.scope !== 'domain' || !/^[1-9]\d*$/.test(incident.scope)) return null;
  const blocklists = incident.metric === 'blocklistings';
  return (
    <p>
      <Link
        to={href('domain', { id: incident.scope, ...(blocklists ? { section: 'blocklists' as const } : {}) })}
        className="font-medium text-indigo-700 underline underline-offset-2 hover:no-underline dark:text-indigo-300"
      >
        {blocklists ? 'Blocklists' : 'Records'} of {incident.scope_label ?? `domain ${incident.scope}`}
      </Link>{' '}
      <span className="text-zinc-600 dark:text-zinc-400">(what its last check found)</span>
    </p>
  );
}
