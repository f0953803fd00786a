import type { ServiceContext } from '../context';
import {
  recordNotificationAttempt,
  releaseNotificationClaim,
  type ClaimedNotification,
} from '../store/repos/alert-notifications-repo';

export interface ChannelOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * Logs a Slack post's or a relayed email's attempt on its incident and sets what comes next (sent,
 * due again on the webhooks' retry schedule, or failed), fenced by the claim: a process whose lease
 * ran out records nothing. Cut off by a shutdown (`aborted`), it is not the channel's failure: no
 * attempt is counted and the claim is handed back, due at once for whichever process runs next
 * (the channel may see it twice, never not at all).
 */
export async function recordChannelAttempt(
  ctx: ServiceContext,
  n: ClaimedNotification,
  result: ChannelOutcome,
  aborted: boolean,
) {
  if (!result.ok && aborted) {
    await releaseNotificationClaim(ctx.db, n.id, n.leased_until, ctx.now());
    return;
  }
  const at = ctx.now();
  const wait = ctx.config.WEBHOOK_RETRY_SCHEDULE[n.attempt_count];
  const state = result.ok ? 'sent' : wait === undefined ? 'failed' : 'pending';
  await ctx.db.transaction((tx) =>
    recordNotificationAttempt(
      tx,
      n.id,
      n.leased_until,
      { at: at.toISOString(), ok: result.ok, status_code: result.statusCode, error: result.error },
      {
        state,
        attemptCount: n.attempt_count + 1,
        nextAttemptAt: state === 'pending' ? new Date(at.getTime() + wait!) : null,
      },
    ),
  );
}
