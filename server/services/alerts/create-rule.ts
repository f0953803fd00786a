import type { AlertRuleSettings } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { insertAlertRule } from '../../store/repos/alert-rules-repo';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { audited, checkRuleSettings, toAlertRule } from './rule-settings';

export async function createAlertRule(ctx: ServiceContext, actor: AuditActor, settings: AlertRuleSettings) {
  return ctx.db.transaction(async (tx) => {
    await checkRuleSettings(tx, settings);
    const rule = await insertAlertRule(tx, settings, ctx.now());
    await recordAudit(tx, actor, {
      action: 'alert_rule.create',
      targetType: 'alert_rule',
      targetId: rule.id,
      targetLabel: rule.name,
      detail: { after: audited(rule) },
    });
    return { rule: toAlertRule(rule) };
  });
}
