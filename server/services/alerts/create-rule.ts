import { createAlertRuleBodySchema } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { insertAlertRule } from '../../store/repos/alert-rules-repo';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { parseInput } from '../parse-input';
import { audited, checkRuleSettings, ruleTarget, toAlertRule } from './rule-settings';
import { requireSlackUrls } from './slack-channels';

/** A new rule from a create body as sent (parsed with the contract's schema, Slack URLs checked). */
export async function createAlertRule(ctx: ServiceContext, actor: AuditActor, body: unknown) {
  const settings = parseInput(createAlertRuleBodySchema, body);
  requireSlackUrls(ctx, settings.channels);
  return ctx.db.transaction(async (tx) => {
    await checkRuleSettings(tx, settings);
    const rule = await insertAlertRule(tx, settings, ctx.now());
    await recordAudit(tx, actor, {
      action: 'alert_rule.create',
      ...ruleTarget(rule),
      detail: { after: audited(rule) },
    });
    return { rule: toAlertRule(rule) };
  });
}
