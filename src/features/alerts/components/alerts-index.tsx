import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BellIcon, PlusIcon } from '@/components/ui/icons';
import { endpointLabel } from '@/lib/call-endpoint';
import { useExtensionRefused } from '@/lib/capabilities';
import { alertsPageState } from '@/lib/page-state/alerts';
import { usePageState } from '@/lib/page-state/page-state';
import { alertsPageMeta } from '../page-meta';
import { IncidentsSection } from './incidents-section';
import { RulesSection } from './rules-section';
import { href } from '@/lib/href';
import { useLacks } from '@/lib/permissions';

/** `/alerts`: the incidents (firing first) and the rules that raise them. */
export function AlertsIndex() {
  const [url, setUrl] = usePageState(alertsPageState);
  const rulesRefused = useExtensionRefused('listAlertRules');
  const incidentsRefused = useExtensionRefused('listAlerts');
  const openId = url.incident ?? null;
  // Adding, changing and deleting rules are hidden where the caller may only read alerts.
  const canManage = !useLacks('alerts.manage');
  if (rulesRefused || incidentsRefused) {
    return (
      <>
        <PageHeader {...alertsPageMeta} />
        <EmptyState
          icon={<BellIcon size={6} />}
          title="This service does not offer alerts"
          description={`Its API has no alert rules (${endpointLabel('listAlertRules')}). Watch delivery health on the Statistics page, or alert through your own monitoring.`}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader
        {...alertsPageMeta}
        actions={
          canManage && (
            <Link to={href('newAlertRule')} className={buttonClasses({ variant: 'primary' })}>
              <PlusIcon />
              New rule
            </Link>
          )
        }
      />
      <div className="flex flex-col gap-8">
        <IncidentsSection
          state={url.state}
          onState={(state) => setUrl({ state: state ?? null, incident: null })}
          openId={openId}
          onToggle={(i) => setUrl({ incident: openId === i.id ? null : i.id }, { replace: true })}
        />
        <RulesSection />
      </div>
    </>
  );
}
