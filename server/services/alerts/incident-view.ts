import type {
  AlertIncident,
  AlertNotification,
  MessageEventType,
  MessageStatus,
} from '../../../src/contract';
import { alertMetrics, type AlertMetric } from '../../../src/contract';
import type { IncidentRow } from '../../store/repos/alert-incidents-repo';
import type { NotificationWithDeliveries } from '../../store/repos/alert-notifications-repo';
import type { MessageFilters } from '../../store/repos/message-filter-sql';
import { windowStart } from './measure';

/**
 * The activity log's filter behind each metric's numerator: a bounce rate counts hard bounces (a
 * hard-bounced message ends `hard_bounced`; `event=bounced` would add the soft ones it does not
 * count). A delivery rate's messages to look at are those that did not deliver.
 */
const drillFilter: Record<string, { event?: MessageEventType[]; status?: MessageStatus[] }> = {
  bounce_rate: { status: ['hard_bounced'] },
  complaint_rate: { event: ['complained'] },
  deferral_rate: { event: ['deferred'] },
  failure_rate: { event: ['failed'] },
  delivery_rate: { event: ['bounced', 'deferred', 'failed'] },
  delivery_events: {},
};

/**
 * The messages an incident counted, as the activity log's filters: created in the window the rule
 * measured when it opened (from the first bucket it read to the opening tick, to the millisecond),
 * in its domain and provider scope, with the events its metric counts. A key's volume counts the
 * messages its key sent (its scope is the key's id; messages record their key since migration 045).
 */
export function drilldownFilters(
  i: Pick<IncidentRow, 'metric' | 'scope' | 'started_at' | 'window_minutes' | 'domain_id' | 'provider'>,
): MessageFilters | null {
  const about = Object.hasOwn(alertMetrics, i.metric) ? alertMetrics[i.metric as AlertMetric].scope : null;
  const key = about === 'key' && /^[1-9]\d*$/.test(i.scope) ? Number(i.scope) : undefined;
  const f = about === 'mail' ? drillFilter[i.metric] : key && {};
  if (!f) return null;
  return {
    from: windowStart(i.started_at, i.window_minutes).toISOString(),
    to: i.started_at.toISOString(),
    ...f,
    ...(key ? { api_key_id: key } : {}),
    ...(i.domain_id !== null ? { domain_id: i.domain_id } : {}),
    ...(i.provider !== null ? { provider: [i.provider as NonNullable<MessageFilters['provider']>[0]] } : {}),
  };
}

/** The drill-down as the API and the channels' links tell it. */
export function drilldown(i: IncidentRow): AlertIncident['drilldown'] {
  const f = drilldownFilters(i);
  if (!f) return null;
  return {
    from: f.from!,
    to: f.to!,
    ...(f.event?.length ? { event: f.event } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.domain_id !== undefined ? { domain_id: f.domain_id } : {}),
    ...(f.provider ? { provider: f.provider[0] } : {}),
    ...(f.api_key_id ? { api_key_id: f.api_key_id } : {}),
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
    // Extensions: value and volume above are frozen at opening; the latest measurement is here.
    ...(i.measured_at
      ? { value_now: i.value_now, volume_now: i.volume_now ?? 0, measured_at: i.measured_at.toISOString() }
      : {}),
    ...(i.failures ? { failures: i.failures } : {}),
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
