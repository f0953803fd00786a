import type { Db } from '../../store/db';
import { insertInvitation, revokeOpenOwnerLinks } from '../../store/repos/invitations-repo';
import { countEveryone, lockPeople } from '../../store/repos/people-admin-repo';
import { invitationExpiry } from './invite';
import { tokenLink } from './people-email';
import { hashToken, newToken } from './start-session';

/**
 * The first start's way in for people: while the service has never had anyone, each start makes a
 * single-use Owner invitation (no address: the Owner gives it; 72 hours) and revokes the one made
 * before, so only the newest printed link works. Null once anyone exists (even a removed person: the
 * service has had people, and an Owner link then would be a way around them).
 */
export async function ownerSetupToken(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    await lockPeople(tx);
    if ((await countEveryone(tx)) > 0) return null;
    await revokeOpenOwnerLinks(tx);
    const token = newToken();
    await insertInvitation(tx, {
      tokenHash: hashToken(token),
      personId: null,
      role: 'owner',
      invitedBy: null,
      expiresAt: invitationExpiry(now),
    });
    return token;
  });
}

/** What the start prints: the link the first person opens to become the Owner. */
export const ownerSetupLine = (baseUrl: string, token: string) =>
  `Set the Owner's password with this link (once): ${tokenLink(baseUrl, 'invitation', token)}`;
