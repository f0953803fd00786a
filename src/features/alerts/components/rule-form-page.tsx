import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { BellIcon, ChevronLeftIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/skeleton';
import { endpointLabel } from '@/lib/call-endpoint';
import { useExtensionRefused } from '@/lib/capabilities';
import { alertQueries } from '../api/alert-queries';
import { newAlertRulePageState } from '@/lib/page-state/new-alert-rule';
import { usePageState } from '@/lib/page-state/page-state';
import { ruleFormFromLink, ruleFormFromRule } from '../lib/rule-form';
import { RuleEditor } from './rule-editor';
import { href } from '@/lib/href';

const back = (
  <Link to={href('alerts')} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
    <ChevronLeftIcon />
    All alerts
  </Link>
);

/** `/alerts/rules/new` (prefilled from its query string) or `/alerts/rules/:id`. */
export function RuleFormPage({ idParam }: { idParam: string }) {
  const isNew = idParam === 'new';
  const [link] = usePageState(newAlertRulePageState);
  const rules = useQuery({ ...alertQueries.rules(), enabled: !isNew });
  const refused = useExtensionRefused('listAlertRules');
  const rule = rules.data?.rules.find((r) => String(r.id) === idParam);
  const title = isNew ? 'New alert rule' : rule ? `Edit rule: ${rule.name}` : 'Edit alert rule';
  const header = (
    <PageHeader
      title={title}
      description="A rule watches one metric over a sliding window and tells its channels once when it fires, again as a reminder, and once when it resolves."
      actions={back}
    />
  );
  if (refused)
    return (
      <>
        {header}
        <EmptyState
          icon={<BellIcon size={6} />}
          title="This service does not offer alerts"
          description={`Its API has no alert rules (${endpointLabel('createAlertRule')}).`}
        />
      </>
    );
  if (isNew)
    return (
      <>
        {header}
        <RuleEditor initial={ruleFormFromLink(link)} />
      </>
    );
  return (
    <>
      {header}
      {rules.isPending ? (
        <LoadingState label="Loading the rule…" />
      ) : rules.error ? (
        <QueryErrorState query={rules} title="Couldn't load the rule" />
      ) : rule ? (
        <RuleEditor key={rule.updated_at} initial={ruleFormFromRule(rule)} rule={rule} />
      ) : (
        <EmptyState
          title="No such rule"
          description="It may have been deleted."
          action={
            <Link to={href('alerts')} className={buttonClasses()}>
              All alerts
            </Link>
          }
        />
      )}
    </>
  );
}
