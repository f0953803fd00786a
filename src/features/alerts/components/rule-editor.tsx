import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { createAlertRuleBodySchema, type AlertRule, type CreateAlertRuleBody } from '@/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { ContractForm, FormInput, useContractForm } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { isolate } from '@/lib/format';
import { newAlertRulePageState } from '@/lib/page-state/new-alert-rule';
import { usePageState } from '@/lib/page-state/page-state';
import { useCreateAlertRule, useUpdateAlertRule } from '../api/alert-mutations';
import { fieldOf, message, previewBody, ruleBody, thresholdText, type RuleForm } from '../lib/rule-form';
import { RuleChannelFields } from './rule-channel-fields';
import { RuleCoreFields } from './rule-core-fields';
import { RulePreview } from './rule-preview';
import type { RuleReturn } from './rule-return';
import { RuleScopeFields } from './rule-scope-fields';
import { SuggestedThresholds } from './suggested-thresholds';
import { href } from '@/lib/href';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 text-sm font-semibold text-zinc-900 dark:text-zinc-100">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The rule form, on the form kit: checked by the contract's own schema on submit, the service's
 * refusals shown at the field they name, and a preview beside it of how often the rule would have fired.
 */
export function RuleEditor({ initial, rule }: { initial: RuleForm; rule?: AlertRule }) {
  const form = useContractForm({
    schema: createAlertRuleBodySchema,
    initial,
    toBody: ruleBody,
    fieldOf: (path, body) => fieldOf(path, body as CreateAlertRuleBody),
    describe: (field, text, values) => message(field, values, text),
  });
  const [url, setUrl] = usePageState(newAlertRulePageState);
  const period = url.days === '7' ? 7 : 30;
  const create = useCreateAlertRule();
  const update = useUpdateAlertRule();
  const mutation = rule ? update : create;
  const navigate = useNavigate();
  const toast = useToast();
  const editorRef = useRef<HTMLDivElement>(null);
  // "New rule" replaced the control that had focus: start where the writing starts, the Name field.
  const isNew = !rule;
  useEffect(() => {
    if (isNew) editorRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [isNew]);

  // The body as the form holds it: a field left empty is absent, so an edit keeps what it had.
  const save = () => {
    const body = ruleBody(form.values);
    // Focus lands on the rule's row on the list (the button it was on is gone with the form).
    const done = (data: { rule: AlertRule } | null) => {
      // A service that answers without the rule leaves nothing to focus but an edited rule's own id.
      const id = data?.rule.id ?? rule?.id;
      toast({
        message: `${rule ? 'Saved' : 'Created'} the rule ${isolate(form.values.name.trim())}`,
        tone: 'success',
      });
      navigate(
        href('alerts'),
        id === undefined ? {} : { state: { focusRuleId: String(id) } satisfies RuleReturn },
      );
    };
    if (rule) update.mutate({ id: rule.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  };

  return (
    <div ref={editorRef} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <ContractForm
        form={form}
        write={mutation}
        onValid={save}
        failure={rule ? "Couldn't save the rule" : "Couldn't create the rule"}
        aria-label={rule ? `Edit rule ${rule.name}` : 'New alert rule'}
        className="flex min-w-0 flex-col gap-6"
      >
        <FormInput
          name="name"
          label="Name"
          autoComplete="off"
          placeholder="Bounce rate over the SES review line"
        />
        <Section title="Condition">
          <SuggestedThresholds
            onPick={(s) =>
              form.setValues((f) => ({
                ...f,
                metric: s.metric,
                comparator: s.comparator,
                threshold: thresholdText(s.metric, s.threshold),
                name: f.name || s.label,
              }))
            }
          />
          <RuleCoreFields />
        </Section>
        <Section title="Scope">
          <RuleScopeFields />
        </Section>
        <Section title="Notify">
          <RuleChannelFields />
        </Section>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary" loading={mutation.isPending}>
            {rule ? 'Save rule' : 'Create rule'}
          </Button>
          <Link to={href('alerts')} className={buttonClasses()}>
            Cancel
          </Link>
          {rule && (
            <p className="basis-full text-xs text-zinc-600 dark:text-zinc-400">
              Saving closes this rule’s open incidents; it starts afresh with the new settings.
            </p>
          )}
        </div>
      </ContractForm>
      <div className="lg:sticky lg:top-6 lg:self-start">
        <RulePreview
          body={previewBody(form.values, period)}
          period={period}
          onPeriod={(d) => setUrl({ days: d === 7 ? '7' : null }, { replace: true })}
        />
      </div>
    </div>
  );
}
