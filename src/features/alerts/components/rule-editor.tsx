import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { AlertRule } from '@/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { InputField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { isolate } from '@/lib/format';
import { useUrlState } from '@/lib/url-state';
import { useCreateAlertRule, useUpdateAlertRule } from '../api/alert-mutations';
import {
  previewBody,
  problemsFromService,
  ruleBody,
  ruleProblems,
  thresholdText,
  type RuleForm,
} from '../lib/rule-form';
import { RuleChannelFields } from './rule-channel-fields';
import { RuleCoreFields } from './rule-core-fields';
import { bindRuleField, type SetField } from './rule-fields-props';
import { RulePreview } from './rule-preview';
import { RuleScopeFields } from './rule-scope-fields';
import { SuggestedThresholds } from './suggested-thresholds';
import { href } from '@/lib/href';

const urlDefaults = { days: '30' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 text-sm font-semibold text-zinc-900 dark:text-zinc-100">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The rule form: checked by the contract's own schema on submit, the service's refusals shown at the
 * field they name, and a preview beside it of how often the rule would have fired.
 */
export function RuleEditor({ initial, rule }: { initial: RuleForm; rule?: AlertRule }) {
  const [form, setForm] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [url, setUrl] = useUrlState(urlDefaults);
  const period = url.days === '7' ? 7 : 30;
  const create = useCreateAlertRule();
  const update = useUpdateAlertRule();
  const mutation = rule ? update : create;
  const navigate = useNavigate();
  const toast = useToast();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const local = submitted ? ruleProblems(form) : {};
  const fromService = mutation.isPending ? {} : problemsFromService(mutation.error, form);
  const problems = { ...fromService, ...local };
  const unplaced = mutation.error && Object.keys(fromService).length === 0;

  const set: SetField = (key, value) => {
    if (!mutation.isPending) mutation.reset();
    setForm((f) => ({ ...f, [key]: value }));
  };

  const bind = bindRuleField({ form, set, problems });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(ruleProblems(form)).length > 0) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const body = ruleBody(form);
    const done = () => {
      toast({
        message: `${rule ? 'Saved' : 'Created'} the rule ${isolate(form.name.trim())}`,
        tone: 'success',
      });
      navigate(href('alerts'));
    };
    if (rule) update.mutate({ id: rule.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <form
        ref={formRef}
        id={formId}
        noValidate
        onSubmit={onSubmit}
        aria-label={rule ? `Edit rule ${rule.name}` : 'New alert rule'}
        className="flex min-w-0 flex-col gap-6"
      >
        <InputField
          label="Name"
          autoComplete="off"
          placeholder="Bounce rate over the SES review line"
          {...bind('name')}
        />
        <Section title="Condition">
          <SuggestedThresholds
            onPick={(s) =>
              setForm((f) => ({
                ...f,
                metric: s.metric,
                comparator: s.comparator,
                threshold: thresholdText(s.metric, s.threshold),
                name: f.name || s.label,
              }))
            }
          />
          <RuleCoreFields form={form} set={set} problems={problems} />
        </Section>
        <Section title="Scope">
          <RuleScopeFields form={form} set={set} problems={problems} />
        </Section>
        <Section title="Notify">
          <RuleChannelFields form={form} set={set} problems={problems} />
        </Section>
        {unplaced && (
          <ErrorState
            error={mutation.error}
            title={rule ? "Couldn't save the rule" : "Couldn't create the rule"}
          />
        )}
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
      </form>
      <div className="lg:sticky lg:top-6 lg:self-start">
        <RulePreview
          body={previewBody(form, period)}
          period={period}
          onPeriod={(d) => setUrl({ days: String(d) }, { replace: true })}
        />
      </div>
    </div>
  );
}
