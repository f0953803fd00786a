import type { Person } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import type { Queryable } from '../../store/db';
import * as accountRepo from '../../store/repos/account-repo';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { findPerson } from '../../store/repos/people-repo';
import { Conflict, NotFound } from '../errors';
import { sessionsOf, type AccountHolder } from './account';

/** What an Owner does about another person's sign-in: their sessions, and a lost second factor. */

async function existingPerson(db: Queryable, id: number) {
  const person = await findPerson(db, id);
  if (!person) throw new NotFound(`Person ${id}`);
  return person;
}

const personTarget = (p: Person) => ({ targetType: 'person' as const, targetId: p.id, targetLabel: p.email });

export async function listPersonSessions(ctx: ServiceContext, caller: AccountHolder, personId: number) {
  await existingPerson(ctx.db, personId);
  return sessionsOf(ctx, personId, caller.sessionId);
}

/** Ends every session of the person: each is refused at its next request. */
export async function revokePersonSessions({ db }: ServiceContext, actor: AuditActor, personId: number) {
  return db.transaction(async (tx) => {
    const person = await existingPerson(tx, personId);
    const ended = await accountRepo.revokeSessions(tx, personId);
    await recordAudit(tx, actor, {
      action: 'person.revoke_sessions',
      ...personTarget(person),
      detail: { sessions_ended: ended },
    });
    return { ok: true as const };
  });
}

/**
 * Removes a person's second factor and recovery codes (a lost phone): they sign in with their
 * password alone, and set one up again at once if the Owner requires it. One's own is removed on
 * one's account page with a current code, never here without one.
 */
export async function resetPersonTotp(
  { db }: ServiceContext,
  actor: AuditActor,
  caller: AccountHolder,
  personId: number,
) {
  if (personId === caller.id) {
    throw new Conflict('Remove your own second factor from your account, with a current code.');
  }
  return db.transaction(async (tx) => {
    const account = await accountRepo.lockAccount(tx, personId);
    const before = await existingPerson(tx, personId);
    if (!account?.totp_secret) {
      throw new Conflict(`${before.email} has no second factor to reset.`);
    }
    await accountRepo.clearTotp(tx, personId);
    await recordAudit(tx, actor, {
      action: 'person.reset_totp',
      ...personTarget(before),
      detail: { before: { totp_enabled: before.totp_enabled } },
    });
    return { person: await existingPerson(tx, personId) };
  });
}
