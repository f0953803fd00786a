import type { AlertChannel } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { consoleUrl } from '../public-url';
import type { Queryable } from '../../store/db';
import {
  conditionsOf,
  firingIncidents,
  insertIncident,
  markReminded,
  noteMeasurement,
  resolveIncident,
  saveCondition,
  setLastTick,
  takeEvaluatorLease,
  type ConditionRow,
  type IncidentRow,
} from '../../store/repos/alert-incidents-repo';
import { incidentFailureClasses } from '../../store/repos/incident-failures-repo';
import { insertNotification } from '../../store/repos/alert-notifications-repo';
import { enabledAlertRules, type AlertRuleRow } from '../../store/repos/alert-rules-repo';
import { queueWebhookDeliveries } from '../../store/repos/outbox-repo';
import { webhookAlertBody, type NotificationKind } from './alert-content';
import { drilldownFilters } from './incident-view';
import { nextStep, isBreaching } from './incident-steps';
import { measureRules, type Measurement } from './measure';

export interface TickOutcome {
  /** False when another process held the lease or had evaluated this tick already. */
  evaluated: boolean;
  triggered: number;
  reminded: number;
  resolved: number;
}

/**
 * One evaluation tick, in one transaction holding the evaluator's lease: every enabled rule is
 * measured, each rule × scope value's condition moves on, and each incident's state change queues
 * its notifications (an outbox the notifier sends). A process that dies mid-tick commits nothing,
 * and the next tick, by whichever process, does the whole of it once.
 */
export async function evaluateAlerts(ctx: ServiceContext, now = ctx.now()): Promise<TickOutcome> {
  const outcome: TickOutcome = { evaluated: false, triggered: 0, reminded: 0, resolved: 0 };
  await ctx.db.transaction(async (tx) => {
    const lease = await takeEvaluatorLease(tx);
    if (!lease) return;
    // Another process evaluated this interval already: each tick is evaluated once across processes.
    const interval = ctx.config.ALERT_EVAL_INTERVAL_S * 1000;
    if (lease.last_tick_at && now.getTime() - lease.last_tick_at.getTime() < interval * 0.9) return;
    outcome.evaluated = true;
    const rules = await enabledAlertRules(tx);
    if (rules.length) await evaluateRules(ctx, tx, rules, now, outcome);
    await setLastTick(tx, now);
  });
  return outcome;
}

async function evaluateRules(
  ctx: ServiceContext,
  tx: Queryable,
  rules: AlertRuleRow[],
  now: Date,
  outcome: TickOutcome,
) {
  const ids = rules.map((r) => r.id);
  const [measured, conditions, firing] = [
    await measureRules(tx, rules, now),
    await conditionsOf(tx, ids),
    await firingIncidents(tx, ids),
  ];
  const conditionOf = new Map(conditions.map((c) => [`${c.rule_id}|${c.generation}|${c.scope}`, c]));
  const incidentOf = new Map(firing.map((i) => [`${i.rule_id}|${i.scope}`, i]));
  const notify = (incident: IncidentRow, kind: NotificationKind, channels: AlertChannel[]) =>
    queueNotifications(ctx, tx, incident, kind, channels, now);

  for (const rule of rules) {
    const measurements = new Map((measured.get(rule.id) ?? []).map((m) => [m.scope, m]));
    // A scope value that went quiet (nothing in its window) is judged too, as clear: else its
    // condition would wait, and holds-for would count from a breach before the silence.
    const scopes = new Set([
      ...measurements.keys(),
      ...firing.filter((i) => i.rule_id === rule.id).map((i) => i.scope),
      ...conditions
        .filter((c) => c.rule_id === rule.id && c.generation === rule.generation)
        .filter((c) => c.breaching_since !== null || c.clear_since !== null)
        .map((c) => c.scope),
    ]);
    for (const scope of scopes) {
      const m: Measurement = measurements.get(scope) ?? { scope, label: scope, value: null, volume: 0 };
      const stored: ConditionRow = conditionOf.get(`${rule.id}|${rule.generation}|${scope}`) ?? {
        rule_id: rule.id,
        generation: rule.generation,
        scope,
        breaching_since: null,
        clear_since: null,
      };
      const firingIncident = incidentOf.get(`${rule.id}|${scope}`);
      // A firing incident keeps its opening value and learns the latest one each tick; its reminder
      // and its resolution quote that one.
      const incident = firingIncident && {
        ...firingIncident,
        value_now: m.value,
        volume_now: m.volume,
        measured_at: now,
      };
      if (incident) await noteMeasurement(tx, incident.id, m, now);
      const next = nextStep(rule, stored, incident ?? null, isBreaching(rule, m), now);
      const condition: ConditionRow = { ...stored, ...next.condition };
      if (next.step === 'open') {
        const opening = {
          metric: rule.metric,
          scope,
          window_minutes: rule.window_minutes,
          started_at: now,
          domain_id: m.domainId ?? null,
          provider: m.provider ?? null,
        };
        // The classes of the messages it counted, by the drill-down's own filters, once.
        const filters = drilldownFilters(opening);
        const created = await insertIncident(tx, {
          rule_id: rule.id,
          generation: rule.generation,
          rule_name: rule.name,
          metric: rule.metric,
          comparator: rule.comparator,
          scope,
          scope_label: m.label,
          value: m.value!,
          threshold: rule.threshold,
          volume: m.volume,
          window_minutes: rule.window_minutes,
          domain_id: m.domainId ?? null,
          provider: m.provider ?? null,
          started_at: now,
          failures: filters ? await incidentFailureClasses(tx, filters) : null,
        });
        await notify(created, 'triggered', rule.channels);
        outcome.triggered++;
      } else if (next.step === 'remind' && incident) {
        await markReminded(tx, incident.id, now);
        await notify(incident, 'reminder', rule.channels);
        outcome.reminded++;
      } else if (next.step === 'resolve' && incident) {
        await resolveIncident(tx, incident.id, now);
        await notify({ ...incident, state: 'resolved', resolved_at: now }, 'resolved', rule.channels);
        outcome.resolved++;
      }
      // Most scope values stay quiet tick after tick: only a change is written.
      const key = (c: ConditionRow) => `${c.breaching_since?.getTime()}|${c.clear_since?.getTime()}`;
      if (key(condition) !== key(stored)) await saveCondition(tx, condition);
    }
  }
}

/** One notification per channel for a state change, in the tick's transaction. */
async function queueNotifications(
  ctx: ServiceContext,
  tx: Queryable,
  incident: IncidentRow,
  kind: NotificationKind,
  channels: AlertChannel[],
  at: Date,
) {
  for (const channel of channels) {
    const base = { incident_id: incident.id, kind, at };
    if (channel.type === 'email')
      await insertNotification(tx, { ...base, channel: 'email', target: channel.to });
    else if (channel.type === 'slack')
      await insertNotification(tx, { ...base, channel: 'slack', target: channel.url });
    else {
      const body = webhookAlertBody(incident, kind, at, consoleUrl(ctx));
      const deliveryIds = await queueWebhookDeliveries(tx, body, at);
      await insertNotification(tx, { ...base, channel: 'webhook', target: body.event_type, deliveryIds });
    }
  }
}

/** Where the console is reached, for links in notifications (the service's public address). */
export { consoleUrl };
