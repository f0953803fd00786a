import type { Person, Role } from '../../../src/contract';
import type { Queryable } from '../db';

interface PersonRow {
  id: number;
  email: string;
  name: string;
  role: Role;
  activated_at: Date | null;
  totp_enabled: boolean;
  sso: boolean;
  created_at: Date;
  last_seen_at: Date | null;
  invitation_expires_at: Date | null;
}

/** A person as the API shows them: never a hash, a secret or a token. */
export const personSelect = `
  SELECT p.id, p.email, p.name, p.role, p.activated_at, p.totp_secret IS NOT NULL AS totp_enabled,
         p.oidc_subject IS NOT NULL AS sso, p.created_at, p.last_seen_at,
         (SELECT max(i.expires_at) FROM invitations i
           WHERE i.person_id = p.id AND i.used_at IS NULL AND i.revoked_at IS NULL) AS invitation_expires_at
    FROM people p`;

export const toPerson = (row: PersonRow): Person => ({
  id: Number(row.id),
  email: row.email,
  name: row.name,
  role: row.role,
  state: row.activated_at ? 'active' : 'invited',
  totp_enabled: row.totp_enabled,
  sso: row.sso,
  created_at: row.created_at.toISOString(),
  last_seen_at: row.last_seen_at?.toISOString() ?? null,
  ...(row.activated_at ? {} : { invitation_expires_at: row.invitation_expires_at?.toISOString() ?? null }),
});

/** A person who has not been removed, or null. */
export async function findPerson(db: Queryable, id: number): Promise<Person | null> {
  const [row] = await db.query<PersonRow>(`${personSelect} WHERE p.id = $1 AND p.removed_at IS NULL`, [id]);
  return row ? toPerson(row) : null;
}
