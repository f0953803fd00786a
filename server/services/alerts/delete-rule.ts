import type { ServiceContext } from '../../context';
import { holdEvaluator } from '../../store/repos/alert-incidents-repo';
import { findAlertRule, softDeleteAlertRule } from '../../store/repos/alert-rules-repo';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { NotFound } from '../errors';
import { closeIncidentsWithNotice } from './close-incidents';
import { audited, ruleTarget, toAlertRule } from './rule-settings';

/**
 * Deletes a rule; its firing incidents are closed with a notice to the channels told they fired, and
 * its incidents' history stays listed. It waits for a tick in progress (see updateAlertRule).
 */
export async function deleteAlertRule(ctx: ServiceContext, actor: AuditActor, id: number) {
  return ctx.db.transaction(async (tx) => {
    await holdEvaluator(tx);
    const rule = await findAlertRule(tx, id, true);
    if (!rule) throw new NotFound(`Alert rule ${id}`);
    const at = ctx.now();
    await closeIncidentsWithNotice(ctx, tx, id, 'the rule was deleted', at);
    await softDeleteAlertRule(tx, id, at);
    await recordAudit(tx, actor, {
      action: 'alert_rule.delete',
      ...ruleTarget(rule),
      detail: { before: audited(rule) },
    });
    return { rule: toAlertRule({ ...rule, firing: 0 }) };
  });
}
