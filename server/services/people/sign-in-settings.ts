import { updateSignInSettingsBodySchema, type SignInSettings } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import type { Queryable } from '../../store/db';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { readRequireTotp, writeRequireTotp } from '../../store/repos/people-admin-repo';
import { parseInput } from '../parse-input';

/** The Owner's one switch, with what configuration decides beside it (shown, not changed here). */
async function settingsIn(ctx: ServiceContext, db: Queryable): Promise<SignInSettings> {
  return {
    require_totp: await readRequireTotp(db),
    oidc_allowed_domains: ctx.config.OIDC_ALLOWED_DOMAINS,
    session_idle_minutes: ctx.config.SESSION_IDLE_MIN,
    session_absolute_minutes: ctx.config.SESSION_ABSOLUTE_MIN,
  };
}

export const getSignInSettings = (ctx: ServiceContext) => settingsIn(ctx, ctx.db);

/**
 * Requires (or stops requiring) a second factor of everyone: people without one are held to setting
 * it up at their next request. Audited only when it changes.
 */
export async function updateSignInSettings(ctx: ServiceContext, actor: AuditActor, body: unknown) {
  const { require_totp } = parseInput(updateSignInSettingsBodySchema, body);
  return ctx.db.transaction(async (tx) => {
    const before = await readRequireTotp(tx, { lock: true });
    if (before !== require_totp) {
      await writeRequireTotp(tx, require_totp);
      await recordAudit(tx, actor, {
        action: 'sign_in_settings.update',
        targetType: 'sign_in_settings',
        targetId: 'sign_in',
        targetLabel: 'Sign-in settings',
        detail: { before: { require_totp: before }, after: { require_totp } },
      });
    }
    return settingsIn(ctx, tx);
  });
}
