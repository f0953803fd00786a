import { updateAlertRuleBodySchema, type AlertRuleSettings } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { holdEvaluator } from '../../store/repos/alert-incidents-repo';
import { findAlertRule, replaceAlertRule } from '../../store/repos/alert-rules-repo';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { NotFound } from '../errors';
import { parseInput } from '../parse-input';
import { closeIncidentsWithNotice } from './close-incidents';
import {
  audited,
  checkRuleSettings,
  conditionChanged,
  ruleTarget,
  settingsOf,
  toAlertRule,
} from './rule-settings';
import { requireSlackUrls } from './slack-channels';

/**
 * Merges a change (a patch body as sent, parsed with the contract's schema) into a rule. A change
 * of what the rule watches closes its firing incidents, with a notice to the channels told they
 * fired, and starts it afresh (a new generation): an incident always describes the rule that raised it. A change of its name, channels or reminders keeps them.
 * It waits for a tick in progress, so no tick acts on the rule as it was once the change is made.
 */
export async function updateAlertRule(ctx: ServiceContext, actor: AuditActor, id: number, body: unknown) {
  const change = parseInput(updateAlertRuleBodySchema, body);
  requireSlackUrls(ctx, change.channels);
  return ctx.db.transaction(async (tx) => {
    await holdEvaluator(tx);
    const before = await findAlertRule(tx, id, true);
    if (!before) throw new NotFound(`Alert rule ${id}`);
    const settings = { ...settingsOf(before), ...change } as AlertRuleSettings;
    await checkRuleSettings(tx, settings);
    const at = ctx.now();
    const restart = conditionChanged(settingsOf(before), settings);
    if (restart) await closeIncidentsWithNotice(ctx, tx, id, 'the rule was edited', at);
    const rule = await replaceAlertRule(tx, id, settings, at, restart);
    await recordAudit(tx, actor, {
      action: 'alert_rule.update',
      ...ruleTarget(rule),
      detail: { before: audited(before), after: audited(rule) },
    });
    return { rule: toAlertRule(rule) };
  });
}
