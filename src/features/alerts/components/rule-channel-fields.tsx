import { addressInput } from '@/components/ui/field';
import { FormCheckbox, FormInput, FormNumber } from '@/components/ui/form';
import { ruleNumber } from './rule-number-ranges';

/** Who is told, how often while it fires, and when it counts as over. */
export function RuleChannelFields() {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          name="emails"
          label="Email addresses"
          hint="Separate several with commas."
          type="text"
          inputMode="email"
          autoComplete="off"
          placeholder="oncall@example.com"
        />
        <FormInput
          name="slack"
          label="Slack incoming-webhook URL"
          hint="Separate several with spaces."
          {...addressInput('url')}
          // Several URLs are not one URL: the browser must not refuse them as one.
          type="text"
          placeholder="https://hooks.slack.com/services/…"
        />
      </div>
      <FormCheckbox
        name="webhookEvents"
        label="Signed webhook events"
        hint="alert.triggered and alert.resolved to every webhook endpoint subscribed to them."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormNumber
          label="Remind every (hours)"
          hint="While it keeps firing, from 1 to 168."
          {...ruleNumber('reminder_hours')}
        />
        <FormNumber
          label="Resolve after (minutes)"
          hint="How long the condition must stay clear before the incident is resolved."
          {...ruleNumber('resolve_after_minutes')}
        />
      </div>
      <FormCheckbox
        name="enabled"
        label="Enabled"
        hint="A disabled rule keeps its settings and fires nothing."
      />
    </div>
  );
}
