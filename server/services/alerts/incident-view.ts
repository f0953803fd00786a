import type { AlertIncident, AlertNotification } from '../../../src/contract';
import { isRateMetric } from '../../../src/contract';
import type { IncidentRow } from '../../store/repos/alert-incidents-repo';
import type { NotificationWithDeliveries } from '../../store/repos/alert-notifications-repo';

/** The activity log's events behind each metric: what a person opens to see the messages. */
const drillEvents: Record<string, string[]> = {
  bounce_rate: ['bounced'],
  complaint_rate: ['complained'],
  deferral_rate: ['deferred'],
  failure_rate: ['failed'],
  delivery_rate: ['bounced', 'deferred', 'failed'],
};

/** The messages behind an incident: its window before it started, until it ended. */
function drilldown(i: IncidentRow): AlertIncident['drilldown'] {
  if (!isRateMetric(i.metric) && i.metric !== 'delivery_events') return null;
  return {
    from: new Date(i.started_at.getTime() - i.window_minutes * 60_000).toISOString(),
    to: i.resolved_at?.toISOString() ?? null,
    ...(drillEvents[i.metric] ? { event: drillEvents[i.metric] } : {}),
    ...(i.domain_id !== null ? { domain_id: i.domain_id } : {}),
    ...(i.provider !== null ? { provider: i.provider } : {}),
  };
}

/** A Slack URL's path is its secret: only its host is shown. */
const shownTarget = (n: NotificationWithDeliveries) => {
  if (n.channel === 'slack') {
    try {
      return new URL(n.target).host;
    } catch {
      return 'Slack';
    }
  }
  if (n.channel === 'webhook')
    return `${n.delivery_ids?.length ?? 0} subscribed endpoint${n.delivery_ids?.length === 1 ? '' : 's'}`;
  return n.target;
};

function toNotification(n: NotificationWithDeliveries): AlertNotification {
  if (n.channel !== 'webhook')
    return {
      id: n.id,
      kind: n.kind,
      channel: n.channel,
      target: shownTarget(n),
      state: n.state,
      attempts: n.attempts,
      created_at: n.created_at.toISOString(),
      sent_at: n.sent_at?.toISOString() ?? null,
      message_id: n.message_id,
    };
  // Signed events travel through the webhook outbox: their outcome is their deliveries'.
  const states = n.deliveries.map((d) => d.state);
  return {
    id: n.id,
    kind: n.kind,
    channel: 'webhook',
    target: shownTarget(n),
    state: states.includes('pending') ? 'pending' : states.includes('failed') ? 'failed' : 'sent',
    attempts: n.deliveries
      .filter((d) => d.last_at)
      .map((d) => ({
        at: new Date(d.last_at!).toISOString(),
        ok: d.state === 'succeeded',
        status_code: d.status_code,
        error: d.error,
      })),
    created_at: n.created_at.toISOString(),
    sent_at: n.sent_at?.toISOString() ?? null,
    message_id: null,
  };
}

/** What an incident measured, as the API and every alert channel's payload tell it. */
export function incidentFacts(i: IncidentRow) {
  return {
    rule_id: i.rule_id,
    rule_name: i.rule_name,
    metric: i.metric,
    comparator: i.comparator as AlertIncident['comparator'],
    scope: i.scope,
    scope_label: i.scope_label,
    value: i.value,
    threshold: i.threshold,
    volume: i.volume,
    window_minutes: i.window_minutes,
    started_at: i.started_at.toISOString(),
    resolved_at: i.resolved_at?.toISOString() ?? null,
  };
}

export function toIncident(i: IncidentRow, notifications: NotificationWithDeliveries[]): AlertIncident {
  return {
    id: i.id,
    ...incidentFacts(i),
    state: i.state,
    closed_reason: i.closed_reason,
    notifications: notifications.map(toNotification),
    drilldown: drilldown(i),
  };
}
