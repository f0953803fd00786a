import { alertRuleProblem, type AlertRuleSettings } from '../../../src/contract';
import type { Queryable } from '../../store/db';
import type { AlertRuleRow } from '../../store/repos/alert-rules-repo';
import type { AuditTarget } from '../../store/repos/audit-repo';
import { findWebhook } from '../../store/repos/webhooks-repo';
import { Invalid } from '../errors';
import { redactedChannels } from '../redacted-url';

const field = (name: string, message: string) =>
  new Invalid(`Invalid request body: ${name} ${message}.`, [{ field: name, message }]);

/**
 * The checks a rule needs beyond its schema: the fields go together after a change is merged in,
 * the webhook it names exists. (Slack URLs are checked by the services' entry: slack-channels.ts.)
 */
export async function checkRuleSettings(tx: Queryable, s: AlertRuleSettings) {
  const problem = alertRuleProblem(s);
  if (problem) throw field(problem.path, problem.message);
  if (s.webhook_id !== null && !(await findWebhook(tx, s.webhook_id)))
    throw field('webhook_id', `names no webhook (${s.webhook_id})`);
}

/** A stored rule's settings, to merge a change into. */
export const settingsOf = (r: AlertRuleRow): AlertRuleSettings => ({
  name: r.name,
  metric: r.metric as AlertRuleSettings['metric'],
  comparator: r.comparator,
  threshold: r.threshold,
  window_minutes: r.window_minutes,
  min_volume: r.min_volume,
  holds_for_minutes: r.holds_for_minutes,
  reminder_hours: r.reminder_hours,
  resolve_after_minutes: r.resolve_after_minutes,
  domain_id: r.domain_id,
  provider: r.provider as AlertRuleSettings['provider'],
  each: r.each as AlertRuleSettings['each'],
  webhook_id: r.webhook_id,
  channels: r.channels,
  enabled: r.enabled,
});

/** What an incident does not depend on: a change of only these keeps the rule's incidents. */
const presentation = new Set<keyof AlertRuleSettings>(['name', 'channels', 'reminder_hours']);

/** Whether a change alters what the rule watches or when it fires (its condition). */
export const conditionChanged = (before: AlertRuleSettings, after: AlertRuleSettings) =>
  (Object.keys(after) as (keyof AlertRuleSettings)[]).some(
    (k) => !presentation.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );

/** What the audit trail keeps of a rule: every setting, a Slack URL redacted as a webhook URL is. */
export const audited = (r: AlertRuleRow) => {
  const settings = settingsOf(r);
  return { ...settings, channels: redactedChannels(settings.channels) };
};

/** A rule in the audit trail: known by its name at the time. */
export const ruleTarget = (r: AlertRuleRow): AuditTarget => ({
  targetType: 'alert_rule',
  targetId: r.id,
  targetLabel: r.name,
});

export const toAlertRule = (r: AlertRuleRow) => {
  const { generation: _generation, ...rule } = r;
  return { ...rule, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() };
};
