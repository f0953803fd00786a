import type { AlertRuleSettings } from '../../src/contract';
import type { Queryable } from '../store/db';
import { insertAlertRule } from '../store/repos/alert-rules-repo';

const base = {
  min_volume: 0,
  holds_for_minutes: 0,
  reminder_hours: 24,
  resolve_after_minutes: 60,
  domain_id: null,
  provider: null,
  each: null,
  webhook_id: null,
  enabled: true,
} as const;
/** The demo's on-call address: its alerts go through the service's own (simulated) sending. */
const oncall = { type: 'email', to: 'oncall@relaydesk.test' } as const;

/** Rules a team would start with: the field's known lines, each with a minimum volume. */
const demoRules: AlertRuleSettings[] = [
  {
    ...base,
    name: 'Bounce rate at the SES review line',
    metric: 'bounce_rate',
    comparator: 'gte',
    threshold: 0.05,
    window_minutes: 60,
    min_volume: 20,
    holds_for_minutes: 10,
    channels: [oncall, { type: 'webhook' }],
  },
  {
    ...base,
    name: "Gmail's spam line",
    metric: 'complaint_rate',
    comparator: 'gte',
    threshold: 0.003,
    window_minutes: 1440,
    min_volume: 500,
    provider: 'gmail',
    channels: [oncall],
  },
  {
    ...base,
    name: 'A key sends ten times its usual',
    metric: 'key_volume_factor',
    comparator: 'gt',
    threshold: 10,
    window_minutes: 60,
    min_volume: 100,
    channels: [oncall],
  },
  {
    ...base,
    name: 'Webhook endpoint failing',
    metric: 'webhook_failure_rate',
    comparator: 'gte',
    threshold: 0.5,
    window_minutes: 30,
    min_volume: 10,
    channels: [oncall],
  },
];

export async function seedDemoAlertRules(tx: Queryable, now: Date) {
  for (const rule of demoRules) await insertAlertRule(tx, rule, now);
}
