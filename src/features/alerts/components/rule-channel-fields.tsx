import { addressInput, Checkbox, InputField, NumberField } from '@/components/ui/field';
import { bindRuleCheck, bindRuleField, bindRuleNumber, type RuleFieldsProps } from './rule-fields-props';

/** Who is told, how often while it fires, and when it counts as over. */
export function RuleChannelFields(props: RuleFieldsProps) {
  const bind = bindRuleField(props);
  const number = bindRuleNumber(props);
  const check = bindRuleCheck(props);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Email addresses"
          hint="Separate several with commas."
          type="text"
          inputMode="email"
          autoComplete="off"
          placeholder="oncall@example.com"
          {...bind('emails')}
        />
        <InputField
          label="Slack incoming-webhook URL"
          hint="Separate several with spaces."
          {...addressInput('url')}
          // Several URLs are not one URL: the browser must not refuse them as one.
          type="text"
          placeholder="https://hooks.slack.com/services/…"
          {...bind('slack')}
        />
      </div>
      <Checkbox
        label="Signed webhook events"
        hint="alert.triggered and alert.resolved to every webhook endpoint subscribed to them."
        {...check('webhookEvents')}
      />
      {props.problems.webhookEvents && (
        <p className="text-sm text-red-600 dark:text-red-400">{props.problems.webhookEvents}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="Remind every (hours)"
          hint="While it keeps firing, from 1 to 168."
          {...number('reminder_hours')}
        />
        <NumberField
          label="Resolve after (minutes)"
          hint="How long the condition must stay clear before the incident is resolved."
          {...number('resolve_after_minutes')}
        />
      </div>
      <Checkbox
        label="Enabled"
        hint="A disabled rule keeps its settings and fires nothing."
        {...check('enabled')}
      />
    </div>
  );
}
