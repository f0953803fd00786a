import { useQuery } from '@tanstack/react-query';
import { isWebhookMetric, mailboxProviders } from '@/contract';
import { FormSelect, useFormValues } from '@/components/ui/form';
import { useExtension } from '@/lib/capabilities';
import { useDomainList } from '@/lib/domain-queries';
import { providerLabels } from '@/lib/labels/provider-labels';
import { alertQueries } from '../api/alert-queries';
import { isDomainSetupMetric, isUnscoped, type RuleForm } from '../lib/rule-form';

/** Which mail the rule watches (domain, provider, one incident per value), or which webhook endpoint. */
export function RuleScopeFields() {
  const form = useFormValues<RuleForm>();
  const webhookMetric = isWebhookMetric(form.metric);
  const scoped = !isUnscoped(form.metric);
  // An admin-only key gets no names, and still scopes by a domain it knows by number.
  const { domains, readable: namesReadable } = useDomainList({ enabled: scoped });
  const domainsOffered = useExtension('listDomains', 'try');
  const webhooks = useQuery({ ...alertQueries.webhookChoices(), enabled: webhookMetric });
  if (webhookMetric) {
    return (
      <FormSelect
        name="webhook_id"
        label="Webhook endpoint"
        hint="Leave on every endpoint for one incident per endpoint."
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
      </FormSelect>
    );
  }
  if (!scoped) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        This metric watches each API key on its own; it takes no domain or provider scope.
      </p>
    );
  }
  const domainSelect = domainsOffered && (
    <FormSelect
      name="domain_id"
      label="Sending domain"
      hint={
        !namesReadable
          ? 'Domain names need a key with the stats permission.'
          : domains.isError
            ? "Couldn't load the domains."
            : isDomainSetupMetric(form.metric)
              ? 'Leave on every domain for one incident per domain.'
              : undefined
      }
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
    </FormSelect>
  );
  // A domain's setup is about the domain alone: no provider, one incident per domain.
  if (isDomainSetupMetric(form.metric))
    return <div className="grid gap-4 sm:grid-cols-3">{domainSelect}</div>;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {domainSelect}
      <FormSelect name="provider" label="Mailbox provider">
        <option value="">Every provider</option>
        {mailboxProviders.map((p) => (
          <option key={p} value={p}>
            {providerLabels[p]}
          </option>
        ))}
      </FormSelect>
      <FormSelect name="each" label="Incidents">
        <option value="">One for the whole scope</option>
        <option value="provider">One per provider</option>
        {domainsOffered && <option value="domain">One per domain</option>}
      </FormSelect>
    </div>
  );
}
