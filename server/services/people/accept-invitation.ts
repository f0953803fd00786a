import {
  acceptInvitationBodySchema,
  readInvitationBodySchema,
  type InvitationData,
} from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { recordAudit } from '../../store/repos/audit-repo';
import { claimInvitation, findOpenInvitation } from '../../store/repos/invitations-repo';
import {
  activatePerson,
  findLiveByEmail,
  insertActiveOwner,
  lockPeople,
} from '../../store/repos/people-admin-repo';
import { Conflict, Invalid, LinkInvalid } from '../errors';
import { parseInput } from '../parse-input';
import { signInAfterLink, selfActor, type Client } from './new-session';
import { hashPassword, passwordProblem } from './password';
import { hashToken } from './start-session';

/** Used, expired, revoked or unknown: said alike, so a guess learns nothing. */
const invalidInvitation = () =>
  new LinkInvalid(
    'invitation',
    'This invitation link no longer works: it was used, it expired or it was withdrawn. Ask for a new one.',
  );

/** What an invitation is for (address, role, who invited), without using it. */
export async function readInvitation(ctx: ServiceContext, body: unknown): Promise<InvitationData> {
  const { token } = parseInput(readInvitationBodySchema, body);
  const found = await findOpenInvitation(ctx.db, hashToken(token));
  if (!found) throw invalidInvitation();
  return {
    email: found.email,
    role: found.role,
    invited_by: found.invited_by,
    expires_at: found.expires_at.toISOString(),
  };
}

/** Refuses a password the policy refuses, naming the field (nothing is read or written first). */
export function requireGoodPassword(password: string, email: string) {
  const problem = passwordProblem(password, email);
  if (problem)
    throw new Invalid(`Invalid request body: password ${problem}.`, [
      { field: 'password', message: problem },
    ]);
}

/**
 * Uses an invitation, once: the invited person (or, from the first start's Owner link, the Owner
 * with the address they give) gets a name and a password, becomes active and is signed in. Of two
 * accepts racing with one token, one wins; the other is told the link no longer works.
 */
export async function acceptInvitation(ctx: ServiceContext, body: unknown, client: Client) {
  const input = parseInput(acceptInvitationBodySchema, body);
  const found = await findOpenInvitation(ctx.db, hashToken(input.token));
  if (!found) throw invalidInvitation();
  const ownerLink = found.person_id === null;
  const email = ownerLink ? input.email : found.email;
  if (!email) {
    throw new Invalid(
      'Invalid request body: email is required: this link names no address, give the Owner’s.',
      [{ field: 'email', message: 'is required' }],
    );
  }
  requireGoodPassword(input.password, email);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    await lockPeople(tx);
    if (!(await claimInvitation(tx, found.id))) throw invalidInvitation();
    let personId = found.person_id;
    if (personId === null) {
      if (await findLiveByEmail(tx, email)) throw new Conflict(`${email} already has access.`);
      personId = await insertActiveOwner(tx, { email, name: input.name, passwordHash });
    } else if (!(await activatePerson(tx, personId, input.name, passwordHash))) {
      throw invalidInvitation();
    }
    await recordAudit(tx, selfActor(client, { id: personId, name: input.name, email }), {
      action: 'person.activate',
      targetType: 'person',
      targetId: personId,
      targetLabel: email,
      detail: {
        after: { email, name: input.name, role: found.role },
        ...(ownerLink ? { owner_setup: true } : {}),
      },
    });
    return signInAfterLink(ctx, tx, personId, 'invitation', client);
  });
}
