import { alertLimits } from '@/contract';
import { Checkbox, Field, Input } from '@/components/ui/field';
import type { RuleForm, RuleProblems } from '../lib/rule-form';
import type { SetField } from './rule-core-fields';

/** Who is told, how often while it fires, and when it counts as over. */
export function RuleChannelFields({
  form,
  set,
  problems,
}: {
  form: RuleForm;
  set: SetField;
  problems: RuleProblems;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email addresses" hint="Separate several with commas." error={problems.emails}>
          {(control) => (
            <Input
              {...control}
              type="text"
              inputMode="email"
              autoComplete="off"
              placeholder="oncall@example.com"
              value={form.emails}
              onChange={(e) => set('emails', e.target.value)}
            />
          )}
        </Field>
        <Field label="Slack incoming-webhook URL" error={problems.slack}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://hooks.slack.com/services/…"
              value={form.slack}
              onChange={(e) => set('slack', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Checkbox
        label="Signed webhook events"
        hint="alert.triggered and alert.resolved to every webhook endpoint subscribed to them."
        checked={form.webhookEvents}
        onChange={(e) => set('webhookEvents', e.target.checked)}
      />
      {problems.webhookEvents && (
        <p className="text-sm text-red-600 dark:text-red-400">{problems.webhookEvents}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Remind every (hours)"
          hint="While it keeps firing, from 1 to 168."
          error={problems.reminder_hours}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              min={alertLimits.reminder[0]}
              max={alertLimits.reminder[1]}
              value={form.reminder_hours}
              onChange={(e) => set('reminder_hours', e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Resolve after (minutes)"
          hint="How long the condition must stay clear before the incident is resolved."
          error={problems.resolve_after_minutes}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              min={alertLimits.resolveAfter[0]}
              max={alertLimits.resolveAfter[1]}
              value={form.resolve_after_minutes}
              onChange={(e) => set('resolve_after_minutes', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Checkbox
        label="Enabled"
        hint="A disabled rule keeps its settings and fires nothing."
        checked={form.enabled}
        onChange={(e) => set('enabled', e.target.checked)}
      />
    </div>
  );
}
