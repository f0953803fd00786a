import { Link } from '@/components/ui/link';
import { complaintLines, complianceProviders } from '@/contract';
import { useAlertsAvailable } from '@/lib/alerts-available';
import { useExtension } from '@/lib/capabilities';
import { formatPercent } from '@/lib/format';
import { href } from '@/lib/href';
import { ruleOwnerNames, type ComplianceProvider } from './provider-names';

const link =
  'text-sm font-medium text-indigo-700 underline underline-offset-2 hover:no-underline dark:text-indigo-300';

/**
 * Whether "alert me" links are shown: a key that may write rules, on a service that has proven it
 * has them (as the statistics' links wait).
 */
function useAlertLinks() {
  const available = useAlertsAvailable();
  return useExtension('listAlerts', 'proven') && available;
}

/** The new-rule form prefilled: complaints at one provider reaching the recommended line, before the limit. */
export const complaintAlertHref = (provider: ComplianceProvider, domainId?: number) =>
  href('newAlertRule', {
    metric: 'complaint_rate',
    comparator: 'gte',
    threshold: complaintLines.recommended,
    provider,
    ...(domainId === undefined ? {} : { domain_id: domainId }),
    name: `Complaints at ${ruleOwnerNames[provider]} approaching ${formatPercent(complaintLines.limit, 1)}`,
  });

/** The new-rule form prefilled: any bulk message sent without the one-click pair. */
export const oneClickAlertHref = (domainId?: number) =>
  href('newAlertRule', {
    metric: 'bulk_without_one_click',
    comparator: 'gt',
    threshold: 0,
    ...(domainId === undefined ? {} : { domain_id: domainId }),
    name: 'Bulk mail without one-click unsubscribe',
  });

/** "Alert me before Gmail's line" (and Yahoo's, Microsoft's): one click to a rule that warns at 0.1%. */
export function ComplaintAlertLinks({ domainId }: { domainId?: number | undefined }) {
  if (!useAlertLinks()) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {complianceProviders.map((p) => (
        <li key={p}>
          <Link to={complaintAlertHref(p, domainId)} className={link}>
            Alert me before {ruleOwnerNames[p]}&apos;s line
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function OneClickAlertLink({ domainId }: { domainId?: number | undefined }) {
  if (!useAlertLinks()) return null;
  return (
    <Link to={oneClickAlertHref(domainId)} className={link}>
      Alert me when bulk mail goes out without it
    </Link>
  );
}
