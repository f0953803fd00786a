import { Link } from '@/components/ui/link';
import { alertMetricLabel } from '@/contract';
import { useExtension } from '@/lib/capabilities';
import { href } from '@/lib/href';
import { useAlertsAvailable } from '@/lib/alerts-available';
import { formatThreshold, healthThresholds, type DayHealth, type WatchedRate } from '../health';

/** The new-rule form, prefilled with this rate crossing this band's line. */
export const alertRuleHref = (rate: WatchedRate, threshold: number) =>
  href('newAlertRule', {
    metric: rate,
    comparator: 'gte',
    threshold,
    name: `${alertMetricLabel(rate)} at ${formatThreshold(threshold)} or more`,
  });

/**
 * "Alert me when this happens" for each rate that crossed a line on a flagged day, at the worst band
 * it reached: shown to a key that may write alert rules on a service that offers them.
 */
export function AlertMeLinks({ flagged }: { flagged: readonly DayHealth[] }) {
  const available = useAlertsAvailable();
  // A link into alert rules waits for a service that has proven it has them.
  const offered = useExtension('listAlerts', 'proven');
  if (!available || !offered) return null;
  const lines = (Object.keys(healthThresholds) as WatchedRate[]).flatMap((rate) => {
    const bands = flagged.map((d) => d.health[rate].band);
    const band = bands.includes('critical') ? 'critical' : bands.includes('warning') ? 'warning' : null;
    return band ? [{ rate, threshold: healthThresholds[rate][band] }] : [];
  });
  if (lines.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {lines.map(({ rate, threshold }) => (
        <li key={rate}>
          <Link
            to={alertRuleHref(rate, threshold)}
            className="text-sm font-medium text-indigo-700 underline underline-offset-2 hover:no-underline dark:text-indigo-300"
          >
            Alert me when this happens{' '}
            <span className="text-zinc-600 dark:text-zinc-400">
              ({alertMetricLabel(rate).toLowerCase()} ≥ {formatThreshold(threshold)})
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
