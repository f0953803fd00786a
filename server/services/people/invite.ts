import { invitePersonBodySchema, roleTable, type Role } from '../../../src/contract';
import type { Queryable } from '../../store/db';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { insertInvitation, revokeOpenInvitations } from '../../store/repos/invitations-repo';
import { findLiveByEmail, insertInvitedPerson, lockPeople } from '../../store/repos/people-admin-repo';
import { findPerson } from '../../store/repos/people-repo';
import { Conflict, EmailNotSent, Forbidden, NotFound } from '../errors';
import { parseInput } from '../parse-input';
import {
  sendStagedEmail,
  stagePeopleEmail,
  consoleTokenLink,
  type PeopleEmailContext,
  type PeopleMail,
} from './people-email';
import { hashToken, newToken } from './start-session';

/** An invitation's link works this long, once. */
export const invitationHours = 72;

/** The signed-in person making a change: what their role lets them hand out. */
export interface Asker {
  id: number;
  email: string;
  name: string;
  role: Role;
}

/** Only an Owner hands out the Owner role (or changes an Owner's). */
export function requireOwnerFor(by: Asker, role: Role, doing = 'make someone an Owner') {
  if (role === 'owner' && by.role !== 'owner') throw new Forbidden(`Only an Owner may ${doing}.`);
}

export const invitationExpiry = (now: Date) => new Date(now.getTime() + invitationHours * 3_600_000);

/** A new single-use link for an invited person, and its email staged in the same transaction. */
async function issueInvitation(
  ctx: PeopleEmailContext,
  tx: Queryable,
  i: { personId: number; email: string; role: Role; by: Asker },
) {
  const token = newToken();
  await insertInvitation(tx, {
    tokenHash: hashToken(token),
    personId: i.personId,
    role: i.role,
    invitedBy: i.by.id,
    expiresAt: invitationExpiry(ctx.now()),
  });
  const role = roleTable[i.role];
  const mail: PeopleMail = {
    to: i.email,
    subject: 'You are invited to Relaydesk',
    text: [
      `${i.by.name || i.by.email} invited you to Relaydesk as ${role.label}: ${role.sentence}`,
      '',
      `Choose your password with this link (it works once, for ${invitationHours} hours):`,
      consoleTokenLink(ctx, 'invitation', token),
      '',
      'If you did not expect this, ignore this email.',
    ].join('\n'),
  };
  return stagePeopleEmail(ctx, tx, mail);
}

async function requireSent(ctx: PeopleEmailContext, staged: PeopleMail | null) {
  const sent = await sendStagedEmail(ctx, staged);
  if (!sent.ok) {
    throw new EmailNotSent(
      `The invitation is saved, but its email could not be sent (${sent.error}). Send it again from People.`,
    );
  }
}

/**
 * Invites a person by address with a role: their row (not yet active), a link valid 72 hours and
 * its email, one transaction with the audit entry. Refused for an address that already has access or
 * an open invitation.
 */
export async function invitePerson(ctx: PeopleEmailContext, actor: AuditActor, by: Asker, body: unknown) {
  const input = parseInput(invitePersonBodySchema, body);
  requireOwnerFor(by, input.role);
  const { person, staged } = await ctx.db.transaction(async (tx) => {
    await lockPeople(tx);
    if (await findLiveByEmail(tx, input.email)) {
      throw new Conflict(`${input.email} already has access or an open invitation.`, [
        { field: 'email', message: 'already has access or an open invitation' },
      ]);
    }
    const personId = await insertInvitedPerson(tx, { ...input, name: input.name ?? '', invitedBy: by.id });
    const staged = await issueInvitation(ctx, tx, { personId, email: input.email, role: input.role, by });
    await recordAudit(tx, actor, {
      action: 'person.invite',
      targetType: 'person',
      targetId: personId,
      targetLabel: input.email,
      detail: { after: { email: input.email, role: input.role, name: input.name ?? '' } },
    });
    return { person: (await findPerson(tx, personId))!, staged };
  });
  await requireSent(ctx, staged);
  return { person };
}

/** A new link for a person still invited; the old one stops working. Audited as an invitation. */
export async function resendInvitation(ctx: PeopleEmailContext, actor: AuditActor, by: Asker, id: number) {
  const { person, staged } = await ctx.db.transaction(async (tx) => {
    await lockPeople(tx);
    const found = await findPerson(tx, id);
    if (!found) throw new NotFound(`Person ${id}`);
    if (found.state === 'active') {
      throw new Conflict(
        `${found.email} has already accepted the invitation; there is nothing to send again.`,
      );
    }
    requireOwnerFor(by, found.role, 'invite an Owner');
    await revokeOpenInvitations(tx, id);
    const staged = await issueInvitation(ctx, tx, { personId: id, email: found.email, role: found.role, by });
    await recordAudit(tx, actor, {
      action: 'person.invite',
      targetType: 'person',
      targetId: id,
      targetLabel: found.email,
      detail: { after: { email: found.email, role: found.role }, resent: true },
    });
    return { person: (await findPerson(tx, id))!, staged };
  });
  await requireSent(ctx, staged);
  return { person };
}
