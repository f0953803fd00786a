import { changePasswordBodySchema, type SessionInfo } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import * as accountRepo from '../../store/repos/account-repo';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { Conflict, Invalid, NotFound } from '../errors';
import { parseInput } from '../parse-input';
import { hashPassword, passwordProblem, verifyPassword } from './password';

/** The signed-in person changing their own account, and the session they do it from. */
export interface AccountHolder {
  id: number;
  sessionId: string;
  /** Who the audit trail names for the change (the person, with the request's id). */
  actor?: AuditActor;
}

/** A change to one's own sign-in, in the audit trail under the person who made it (never a secret). */
export const auditOwnChange = (
  tx: Parameters<typeof recordAudit>[0],
  me: AccountHolder,
  email: string,
  action: 'person.change_password' | 'person.enable_totp' | 'person.remove_totp',
) =>
  me.actor
    ? recordAudit(tx, me.actor, { action, targetType: 'person', targetId: me.id, targetLabel: email })
    : Promise.resolve();

/**
 * A new password for the current one. Every other session of the person ends (whoever knew the old
 * password is signed out), and so does every reset link not yet used; this one goes on. People who sign in through SSO have no password here.
 */
export async function changePassword(ctx: ServiceContext, me: AccountHolder, body: unknown) {
  const input = parseInput(changePasswordBodySchema, body);
  const account = await accountRepo.lockAccount(ctx.db, me.id);
  if (!account) throw new Conflict('This account no longer exists.');
  const currentHash = account.password_hash;
  if (currentHash === null) {
    throw new Conflict(
      'You sign in through single sign-on (SSO): your password is kept by your identity provider, not here.',
    );
  }
  return limitingWrongProofs(ctx, me, async () => {
    if (!(await verifyPassword(currentHash, input.current_password))) {
      throw new WrongProof('Invalid request body: current_password is not your current password.', [
        { field: 'current_password', message: 'is not your current password' },
      ]);
    }
    const problem = passwordProblem(input.new_password, account.email);
    if (problem) {
      throw new Invalid(`Invalid request body: new_password ${problem}.`, [
        { field: 'new_password', message: problem },
      ]);
    }
    const newHash = await hashPassword(input.new_password);
    return ctx.db.transaction(async (tx) => {
      // Hashing takes a while outside the transaction: the change lands only over the hash just checked.
      if (!(await accountRepo.replacePasswordHash(tx, me.id, currentHash, newHash))) {
        throw new Conflict('Your password was changed meanwhile: sign in again with the new one.');
      }
      await accountRepo.revokeSessions(tx, me.id, { except: me.sessionId });
      await accountRepo.spendPasswordResets(tx, me.id);
      await auditOwnChange(tx, me, account.email, 'person.change_password');
      return { ok: true as const };
    });
  });
}

/**
 * Wrong proofs (a current password, a second-factor code) allowed per person within a sliding
 * window, as sign-in allows (sign-in.ts): from a session, guessing them to change the password,
 * remove the second factor or mint recovery codes is no easier than at sign-in. Past the limit every
 * proof is refused until the window passes, even a right one.
 */
export const wrongProofLimits = { windowMinutes: 15, perPerson: 10 } as const;

/** A proof of who one is that does not hold: a wrong password, a wrong, replayed or spent code. */
export class WrongProof extends Invalid {}

/** Runs `change`, which may throw WrongProof; counts those, and refuses once past the limit. */
export async function limitingWrongProofs<T>(
  ctx: ServiceContext,
  me: AccountHolder,
  change: () => Promise<T>,
) {
  const failures = await accountRepo.countProofFailures(ctx.db, me.id, wrongProofLimits.windowMinutes);
  if (failures >= wrongProofLimits.perPerson) {
    throw new Conflict(
      `Too many wrong passwords or codes: wait ${wrongProofLimits.windowMinutes} minutes, then try again.`,
    );
  }
  try {
    const done = await change();
    await accountRepo.clearProofFailures(ctx.db, me.id);
    return done;
  } catch (error) {
    // Recorded outside the change's transaction, which the refusal rolls back.
    if (error instanceof WrongProof) await accountRepo.recordProofFailure(ctx.db, me.id);
    throw error;
  }
}

/** A person's live sessions as the API shows them, `currentId` marked. */
export async function sessionsOf(
  { db, config }: ServiceContext,
  personId: number,
  currentId: string | null,
): Promise<{ sessions: SessionInfo[] }> {
  const rows = await accountRepo.listLiveSessions(db, personId, config.SESSION_IDLE_MIN);
  return {
    sessions: rows.map((s) => ({
      ...s,
      created_at: s.created_at.toISOString(),
      last_seen_at: s.last_seen_at.toISOString(),
      current: s.id === currentId,
    })),
  };
}

export const listMySessions = (ctx: ServiceContext, me: AccountHolder) =>
  sessionsOf(ctx, me.id, me.sessionId);

/** Ends one of one's own sessions; another person's is not found, whatever its id. */
export async function revokeMySession({ db }: ServiceContext, me: AccountHolder, sessionId: string) {
  if (!(await accountRepo.revokeSessions(db, me.id, { only: sessionId }))) {
    throw new NotFound(`Session ${sessionId}`);
  }
  return { ok: true as const };
}

/** Signs out everywhere else: every session of one's own but this one ends. */
export async function revokeMyOtherSessions({ db }: ServiceContext, me: AccountHolder) {
  await accountRepo.revokeSessions(db, me.id, { except: me.sessionId });
  return { ok: true as const };
}
