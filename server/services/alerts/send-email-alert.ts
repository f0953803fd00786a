import type { ServiceContext } from '../../context';
import { findIncident } from '../../store/repos/alert-incidents-repo';
import {
  lockClaim,
  recordNotificationAttempt,
  type ClaimedNotification,
} from '../../store/repos/alert-notifications-repo';
import { mailbox } from '../../notify-address';
import { submitSystemMessageIn } from '../messages/submit';
import { emailContent } from './alert-content';

/**
 * Sends an email alert through the service's own sending path as system mail (NOTIFY_SMTP_URL
 * unset): counted in none of the customer's statistics, shown in the activity log on request with
 * its timeline, and marked sent in the same transaction: sent exactly once, whoever claims it.
 * A suppressed address fails the notification with why; nothing retries that.
 */
export async function sendEmailAlert(ctx: ServiceContext, n: ClaimedNotification, consoleUrl: string) {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockClaim(tx, n.id, n.leased_until))) return false;
    const incident = await findIncident(tx, n.incident_id);
    if (!incident) return false;
    const at = ctx.now();
    const { subject } = emailContent(incident, n.kind, consoleUrl);
    const from = mailbox(ctx.config.NOTIFY_FROM)!.address;
    const result = await submitSystemMessageIn(tx, { to: n.target, subject, from }, at);
    const suppressed = 'suppressed' in result;
    await recordNotificationAttempt(
      tx,
      n.id,
      n.leased_until,
      {
        at: at.toISOString(),
        ok: !suppressed,
        status_code: null,
        error: suppressed ? `${n.target} is on the suppression list; nothing was sent` : null,
      },
      {
        state: suppressed ? 'failed' : 'sent',
        attemptCount: n.attempt_count + 1,
        nextAttemptAt: null,
        ...(suppressed ? {} : { messageId: result.message.id }),
      },
    );
    return true;
  });
}
