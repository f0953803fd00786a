import { completePasswordResetBodySchema, requestPasswordResetBodySchema } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import {
  clearAccountFailures,
  findLiveByEmail,
  revokeAllSessions,
  setPasswordHash,
} from '../../store/repos/people-admin-repo';
import {
  claimReset,
  countResetsSince,
  findUsableReset,
  insertReset,
} from '../../store/repos/password-resets-repo';
import { LinkInvalid } from '../errors';
import { recordAudit } from '../../store/repos/audit-repo';
import { parseInput } from '../parse-input';
import { requireGoodPassword } from './accept-invitation';
import { signInAfterLink, type Client } from './new-session';
import { hashPassword } from './password';
import { sendStagedEmail, stagePeopleEmail, consoleTokenLink, type PeopleEmailContext } from './people-email';
import { hashToken, newToken } from './start-session';

/** A reset link works this long, once. */
export const resetMinutes = 60;
/** Links sent to one address per hour at most: a stranger cannot flood someone's inbox. */
export const resetsPerHour = 3;

export type ResetOutcome = 'sent' | 'no_account' | 'limited' | 'not_sent';

/**
 * Emails a single-use reset link to an active person who signs in with a password. Anyone else
 * (unknown, removed, invited, SSO only) gets nothing, and past the hourly limit nothing more is sent.
 * The body is checked at once (a bad one throws here); the rest is `done`, which the caller answers
 * without waiting for, so every address is answered alike and as fast (the outcome is for tests).
 */
export function requestPasswordReset(
  ctx: PeopleEmailContext,
  body: unknown,
): { done: Promise<ResetOutcome> } {
  const { email } = parseInput(requestPasswordResetBodySchema, body);
  return { done: sendResetLink(ctx, email) };
}

async function sendResetLink(ctx: PeopleEmailContext, email: string): Promise<ResetOutcome> {
  const staged = await ctx.db.transaction(async (tx) => {
    const person = await findLiveByEmail(tx, email, { lock: true });
    if (!person?.activated_at || !person.password_hash) return 'no_account' as const;
    const now = ctx.now();
    if ((await countResetsSince(tx, person.id, new Date(now.getTime() - 3_600_000))) >= resetsPerHour) {
      return 'limited' as const;
    }
    const token = newToken();
    await insertReset(tx, {
      tokenHash: hashToken(token),
      personId: person.id,
      expiresAt: new Date(now.getTime() + resetMinutes * 60_000),
    });
    return stagePeopleEmail(ctx, tx, {
      to: person.email,
      subject: 'Reset your Relaydesk password',
      text: [
        'Someone (we hope you) asked to reset the password of your Relaydesk account.',
        '',
        `Choose a new password with this link (it works once, for ${resetMinutes} minutes):`,
        consoleTokenLink(ctx, 'reset-password', token),
        '',
        'If it was not you, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
  });
  if (staged === 'no_account' || staged === 'limited') return staged;
  return (await sendStagedEmail(ctx, staged)).ok ? 'sent' : 'not_sent';
}

const invalidReset = () =>
  new LinkInvalid('reset', 'This reset link no longer works: it was used or it expired. Ask for a new one.');

/**
 * Sets a new password with a reset link, once: every session the person had ends, their failed
 * sign-ins are forgotten, and a new session starts here.
 */
export async function completePasswordReset(ctx: ServiceContext, body: unknown, client: Client) {
  const input = parseInput(completePasswordResetBodySchema, body);
  const tokenHash = hashToken(input.token);
  const found = await findUsableReset(ctx.db, tokenHash);
  if (!found) throw invalidReset();
  requireGoodPassword(input.password, found.email);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    if (!(await claimReset(tx, tokenHash, found.personId))) throw invalidReset();
    await setPasswordHash(tx, found.personId, passwordHash);
    await revokeAllSessions(tx, found.personId);
    await clearAccountFailures(tx, found.email);
    const signedIn = await signInAfterLink(ctx, tx, found.personId, 'reset', client);
    // The person proved the mailbox: the change is theirs (no secret in the entry).
    const actor = {
      keyId: null,
      keyName: null,
      requestId: null,
      personId: found.personId,
      personName: signedIn.data.person.name || found.email,
    };
    await recordAudit(tx, actor, {
      action: 'person.reset_password',
      targetType: 'person',
      targetId: found.personId,
      targetLabel: found.email,
    });
    return signedIn;
  });
}
