import type { AlertRuleSettings, UpdateAlertRuleBody } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { closeRuleIncidents } from '../../store/repos/alert-incidents-repo';
import { findAlertRule, replaceAlertRule } from '../../store/repos/alert-rules-repo';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { NotFound } from '../errors';
import { audited, checkRuleSettings, settingsOf, toAlertRule } from './rule-settings';

/**
 * Merges a change into a rule. Any change closes the rule's firing incidents and starts it afresh
 * (a new generation): an incident always describes the rule that raised it.
 */
export async function updateAlertRule(
  ctx: ServiceContext,
  actor: AuditActor,
  id: number,
  change: Partial<AlertRuleSettings> & UpdateAlertRuleBody,
) {
  return ctx.db.transaction(async (tx) => {
    const before = await findAlertRule(tx, id, true);
    if (!before) throw new NotFound(`Alert rule ${id}`);
    const settings = { ...settingsOf(before), ...change } as AlertRuleSettings;
    await checkRuleSettings(tx, settings);
    const at = ctx.now();
    await closeRuleIncidents(tx, id, 'the rule was edited', at);
    const rule = await replaceAlertRule(tx, id, settings, at);
    await recordAudit(tx, actor, {
      action: 'alert_rule.update',
      targetType: 'alert_rule',
      targetId: id,
      detail: { before: audited(before), after: audited(rule) },
    });
    return { rule: toAlertRule(rule) };
  });
}
