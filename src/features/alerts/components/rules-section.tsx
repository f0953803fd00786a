import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import type { AlertRule } from '@/contract';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { queryStatus } from '@/components/ui/data-table/query-status';
import { BellIcon } from '@/components/ui/icons';
import { useDomainList } from '@/lib/domain-queries';
import { alertQueries } from '../api/alert-queries';
import { useUpdateAlertRule } from '../api/alert-mutations';
import { DeleteRuleDialog } from './delete-rule-dialog';
import type { RuleReturn } from './rule-return';
import { RuleTable } from './rule-table';
import { href } from '@/lib/href';
import { useLacks } from '@/lib/permissions';

export function RulesSection() {
  const rules = useQuery(alertQueries.rules());
  const { data, error } = rules;
  const { domains } = useDomainList();
  const update = useUpdateAlertRule();
  const canManage = !useLacks('alerts.manage');
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const focusRuleId = (useLocation().state as Partial<RuleReturn> | null)?.focusRuleId;
  const domainName = (id: number) => domains.data?.find((d) => d.id === id)?.name ?? `Domain #${id}`;
  return (
    <section aria-labelledby="rules-heading" className="flex flex-col gap-3">
      <h2 id="rules-heading" className="text-base font-semibold">
        Rules
      </h2>
      {update.error && <ErrorState error={update.error} title="Couldn't change the rule" />}
      <RuleTable
        rules={error ? [] : (data?.rules ?? [])}
        domainName={domainName}
        toggling={update.isPending ? (update.variables?.id ?? null) : null}
        onToggle={(rule, enabled) => update.mutate({ id: rule.id, body: { enabled } })}
        onDelete={setDeleting}
        focusKey={focusRuleId}
        readOnly={!canManage}
        status={queryStatus(rules, {
          loadingLabel: 'Loading rules…',
          errorTitle: "Couldn't load the rules",
          empty: (
            <EmptyState
              icon={<BellIcon size={6} />}
              title="No alert rules yet"
              description="A rule watches one metric, such as the bounce rate, and tells you when it crosses a line."
              action={
                <Link to={href('newAlertRule')} className={buttonClasses({ variant: 'primary' })}>
                  New rule
                </Link>
              }
            />
          ),
        })}
      />
      <DeleteRuleDialog rule={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
