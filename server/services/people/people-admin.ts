import { updatePersonBodySchema, type Person } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import type { Queryable } from '../../store/db';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { revokeOpenInvitations } from '../../store/repos/invitations-repo';
import {
  countActiveOwners,
  listLivePeople,
  lockPeople,
  markRemoved,
  revokeAllSessions,
  setRole,
} from '../../store/repos/people-admin-repo';
import { findPerson } from '../../store/repos/people-repo';
import { Conflict, NotFound } from '../errors';
import { parseInput } from '../parse-input';
import { requireOwnerFor, type Asker } from './invite';

export const listPeople = async ({ db }: ServiceContext) => ({ people: await listLivePeople(db) });

const personTarget = (p: Person) => ({ targetType: 'person' as const, targetId: p.id, targetLabel: p.email });

/** The person, locked against other people changes for the rest of the transaction. */
async function lockedPerson(tx: Queryable, id: number) {
  await lockPeople(tx);
  const person = await findPerson(tx, id);
  if (!person) throw new NotFound(`Person ${id}`);
  return person;
}

/** Refuses to leave the service without an active Owner (invited Owners may never come). */
async function keepAnOwner(tx: Queryable, person: Person, doing: string) {
  if (person.role !== 'owner' || person.state !== 'active') return;
  if ((await countActiveOwners(tx)) <= 1) {
    throw new Conflict(`${person.email} is the last Owner; make someone else an Owner before ${doing} them.`);
  }
}

/**
 * Changes a person's role, in force at their next request (the role is read on every request). Only
 * an Owner makes an Owner or changes one's role; the last active Owner keeps the role.
 */
export async function updatePerson(
  ctx: ServiceContext,
  actor: AuditActor,
  by: Asker,
  id: number,
  body: unknown,
) {
  const { role } = parseInput(updatePersonBodySchema, body);
  requireOwnerFor(by, role);
  return ctx.db.transaction(async (tx) => {
    const before = await lockedPerson(tx, id);
    if (before.role === role) return { person: before };
    requireOwnerFor(by, before.role, "change an Owner's role");
    await keepAnOwner(tx, before, 'demoting');
    await setRole(tx, id, role);
    await recordAudit(tx, actor, {
      action: 'person.update',
      ...personTarget(before),
      detail: { before: { role: before.role }, after: { role } },
    });
    return { person: (await findPerson(tx, id))! };
  });
}

/**
 * Removes a person: their sessions end at once and their open invitations with them (removing an
 * invited person withdraws the invitation). The row stays, so the audit trail still names them.
 */
export async function removePerson(ctx: ServiceContext, actor: AuditActor, by: Asker, id: number) {
  return ctx.db.transaction(async (tx) => {
    const person = await lockedPerson(tx, id);
    requireOwnerFor(by, person.role, 'remove an Owner');
    await keepAnOwner(tx, person, 'removing');
    await markRemoved(tx, id);
    await revokeAllSessions(tx, id);
    await revokeOpenInvitations(tx, id);
    await recordAudit(tx, actor, {
      action: 'person.remove',
      ...personTarget(person),
      detail: { before: { email: person.email, name: person.name, role: person.role, state: person.state } },
    });
    return { person };
  });
}
