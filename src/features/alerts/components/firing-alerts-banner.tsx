import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { AlertIcon } from '@/components/ui/icons';
import { useAlertsAvailable } from '@/lib/alerts-available';
import { alertQueries } from '../api/alert-queries';
import { concernsWebhooks, incidentTitle } from '../lib/incident-text';
import { formatNumber } from '@/lib/format';
import { href } from '@/lib/href';

/**
 * A one-line note on a page an alert concerns (statistics: delivery health; webhooks: the webhook
 * metrics) while incidents fire, with a link to them. Nothing for a key or service without alerts.
 */
export function FiringAlertsBanner({ concerns }: { concerns: 'delivery' | 'webhooks' }) {
  const available = useAlertsAvailable();
  const { data } = useQuery({ ...alertQueries.incidents('firing'), enabled: available });
  const firing = (available ? (data?.incidents ?? []) : []).filter(
    (i) => i.state === 'firing' && concernsWebhooks(i) === (concerns === 'webhooks'),
  );
  if (firing.length === 0) return null;
  const first = firing[0]!;
  return (
    <section
      aria-label="Firing alerts"
      className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
    >
      <AlertIcon size={4} className="shrink-0 text-red-600 dark:text-red-400" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">
          {firing.length === 1 ? '1 alert is firing' : `${formatNumber(firing.length)} alerts are firing`}:
        </span>{' '}
        {first.rule_name} ({incidentTitle(first)}){firing.length > 1 && ` and ${firing.length - 1} more`}
      </p>
      <Link
        to={href('alerts', firing.length === 1 ? { incident: first.id } : { state: 'firing' })}
        className="font-medium underline underline-offset-2 hover:no-underline"
      >
        See alerts
      </Link>
    </section>
  );
}
