import type { Role } from '../../../src/contract';
import type { Queryable } from '../db';

/** An invitation as its link's reader sees it; `email` null: the first start's Owner link. */
export interface InvitationRow {
  id: number;
  person_id: number | null;
  email: string | null;
  role: Role;
  invited_by: string | null;
  expires_at: Date;
}

const open = `i.used_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()`;

export async function insertInvitation(
  tx: Queryable,
  i: { tokenHash: string; personId: number | null; role: Role; invitedBy: number | null; expiresAt: Date },
) {
  await tx.query(
    `INSERT INTO invitations (token_hash, person_id, role, invited_by, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [i.tokenHash, i.personId, i.role, i.invitedBy, i.expiresAt],
  );
}

/**
 * The open invitation a token's hash names: unused, unrevoked, unexpired, for a person still invited
 * (not removed, not yet active), or the Owner link while nobody has come in. Null otherwise, alike.
 * The role is the person's as it is now (it may have changed since the link was sent).
 */
export async function findOpenInvitation(db: Queryable, tokenHash: string) {
  const [row] = await db.query<InvitationRow>(
    `SELECT i.id, i.person_id, p.email, COALESCE(p.role, i.role) AS role,
            COALESCE(NULLIF(inviter.name, ''), inviter.email) AS invited_by, i.expires_at
       FROM invitations i
       LEFT JOIN people p ON p.id = i.person_id
       LEFT JOIN people inviter ON inviter.id = i.invited_by
      WHERE i.token_hash = $1 AND ${open}
        AND (i.person_id IS NULL OR (p.removed_at IS NULL AND p.activated_at IS NULL))`,
    [tokenHash],
  );
  return row
    ? { ...row, id: Number(row.id), person_id: row.person_id === null ? null : Number(row.person_id) }
    : null;
}

/**
 * Marks the invitation used, only if it still is open: of two accepts racing with one token, the
 * row lock lets one update it and the other finds it used (true for the winner only).
 */
export async function claimInvitation(tx: Queryable, id: number) {
  const rows = await tx.query(
    `UPDATE invitations i SET used_at = now() WHERE i.id = $1 AND ${open} RETURNING i.id`,
    [id],
  );
  return rows.length === 1;
}

/** Revokes a person's open invitations (a new link replaces them, or the person is removed). */
export async function revokeOpenInvitations(tx: Queryable, personId: number) {
  await tx.query(`UPDATE invitations i SET revoked_at = now() WHERE i.person_id = $1 AND ${open}`, [
    personId,
  ]);
}

/** Revokes the first start's open Owner links (a fresh one replaces them). */
export async function revokeOpenOwnerLinks(tx: Queryable) {
  await tx.query(`UPDATE invitations i SET revoked_at = now() WHERE i.person_id IS NULL AND ${open}`);
}
