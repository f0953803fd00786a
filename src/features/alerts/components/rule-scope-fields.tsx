import { useQuery } from '@tanstack/react-query';
import { isWebhookMetric, mailboxProviders } from '@/contract';
import { SelectField } from '@/components/ui/field';
import { useExtension } from '@/lib/capabilities';
import { useDomainList } from '@/lib/domain-queries';
import { providerLabels } from '@/lib/labels/provider-labels';
import { alertQueries } from '../api/alert-queries';
import { isUnscoped } from '../lib/rule-form';
import { bindRuleField, type RuleFieldsProps } from './rule-fields-props';

/** Which mail the rule watches (domain, provider, one incident per value), or which webhook endpoint. */
export function RuleScopeFields(props: RuleFieldsProps) {
  const { form } = props;
  const bind = bindRuleField(props);
  const webhookMetric = isWebhookMetric(form.metric);
  const scoped = !isUnscoped(form.metric);
  // An admin-only key gets no names, and still scopes by a domain it knows by number.
  const { domains, readable: namesReadable } = useDomainList({ enabled: scoped });
  const domainsOffered = useExtension('listDomains', 'try');
  const webhooks = useQuery({ ...alertQueries.webhookChoices(), enabled: webhookMetric });
  if (webhookMetric) {
    return (
      <SelectField
        label="Webhook endpoint"
        hint="Leave on every endpoint for one incident per endpoint."
        {...bind('webhook_id')}
      >
        <option value="">Every endpoint</option>
        {(webhooks.data?.webhooks ?? []).map((w) => (
          <option key={w.id} value={String(w.id)}>
            {w.url}
          </option>
        ))}
        {form.webhook_id && !webhooks.data?.webhooks.some((w) => String(w.id) === form.webhook_id) && (
          <option value={form.webhook_id}>Webhook #{form.webhook_id}</option>
        )}
      </SelectField>
    );
  }
  if (!scoped) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        This metric watches each API key on its own; it takes no domain or provider scope.
      </p>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {domainsOffered && (
        <SelectField
          label="Sending domain"
          hint={
            !namesReadable
              ? 'Domain names need a key with the stats permission.'
              : domains.isError
                ? "Couldn't load the domains."
                : undefined
          }
          {...bind('domain_id')}
        >
          <option value="">Every domain</option>
          {(domains.data ?? []).map((d) => (
            <option key={d.id} value={String(d.id)}>
              {d.name}
            </option>
          ))}
          {form.domain_id && !domains.data?.some((d) => String(d.id) === form.domain_id) && (
            <option value={form.domain_id}>Domain #{form.domain_id}</option>
          )}
        </SelectField>
      )}
      <SelectField label="Mailbox provider" {...bind('provider')}>
        <option value="">Every provider</option>
        {mailboxProviders.map((p) => (
          <option key={p} value={p}>
            {providerLabels[p]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Incidents" {...bind('each')}>
        <option value="">One for the whole scope</option>
        <option value="provider">One per provider</option>
        {domainsOffered && <option value="domain">One per domain</option>}
      </SelectField>
    </div>
  );
}
