import {
  alertMetricLabel,
  alertMetricOf,
  comparatorSymbols,
  formatAlertValue,
  type AlertRule,
} from '@/contract';
import { formatNumber } from '@/lib/format';
import { providerLabel } from '@/lib/labels/provider-labels';
import { windowText } from './incident-text';

/** "Bounce rate ≥ 5% over 1 h, at least 100 accepted messages, held 10 min". */
export function conditionText(rule: AlertRule) {
  const noun = alertMetricOf(rule.metric)?.volumeNoun ?? '';
  return [
    `${alertMetricLabel(rule.metric)} ${comparatorSymbols[rule.comparator]} ${formatAlertValue(rule.metric, rule.threshold)} over ${windowText(rule.window_minutes)}`,
    rule.min_volume > 0 && `at least ${formatNumber(rule.min_volume)} ${noun}`.trim(),
    rule.holds_for_minutes > 0 && `held ${windowText(rule.holds_for_minutes)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** "gmail · each domain", "Webhook #3", "All mail". */
export function ruleScopeText(rule: AlertRule, domainName: (id: number) => string) {
  const parts = [
    rule.domain_id !== null && domainName(rule.domain_id),
    rule.provider !== null && providerLabel(rule.provider),
    rule.webhook_id !== null && `Webhook #${rule.webhook_id}`,
    rule.each && `one incident per ${rule.each}`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'All mail';
}

export function channelsText(rule: AlertRule) {
  if (rule.channels.length === 0) return 'In the console only';
  return rule.channels
    .map((c) => (c.type === 'email' ? c.to : c.type === 'slack' ? 'Slack' : 'Signed webhook events'))
    .join(', ');
}
