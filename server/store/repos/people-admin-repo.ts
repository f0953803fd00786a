import type { Person, Role } from '../../../src/contract';
import type { Queryable } from '../db';
import { personSelect, toPerson } from './people-repo';

/** Everyone not removed: the active first, then the invited, oldest first. */
export async function listLivePeople(db: Queryable): Promise<Person[]> {
  const rows = await db.query<Parameters<typeof toPerson>[0]>(
    `${personSelect} WHERE p.removed_at IS NULL ORDER BY p.activated_at IS NULL, p.created_at, p.id`,
  );
  return rows.map(toPerson);
}

/**
 * Serialises changes of people (invitations, roles, removals) across processes for the rest of the transaction: two
 * Owners demoting each other at once must not leave none.
 */
export async function lockPeople(tx: Queryable) {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('relaydesk:people-roles'))`);
}

/** Owners who may sign in (invited ones do not count: they may never come). */
export async function countActiveOwners(tx: Queryable) {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM people WHERE role = 'owner' AND activated_at IS NOT NULL AND removed_at IS NULL`,
  );
  return row!.n;
}

/** How many people there are, removed or not: none means the service has never had anyone. */
export async function countEveryone(db: Queryable) {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM people`);
  return row!.n;
}

/** A person not removed, by address, with what signing them in needs. */
export async function findLiveByEmail(db: Queryable, email: string, { lock = false } = {}) {
  const [row] = await db.query<{
    id: number;
    email: string;
    name: string;
    activated_at: Date | null;
    password_hash: string | null;
  }>(
    `SELECT id, email, name, activated_at, password_hash FROM people
      WHERE email = $1 AND removed_at IS NULL ${lock ? 'FOR UPDATE' : ''}`,
    [email],
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

/** The invited person's row (not yet active): no password until they accept. */
export async function insertInvitedPerson(
  tx: Queryable,
  p: { email: string; name: string; role: Role; invitedBy: number | null },
) {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO people (email, name, role, invited_by) VALUES ($1, $2, $3, $4) RETURNING id`,
    [p.email, p.name, p.role, p.invitedBy],
  );
  return Number(row!.id);
}

/** The first Owner, from the first start's link: active at once. */
export async function insertActiveOwner(
  tx: Queryable,
  p: { email: string; name: string; passwordHash: string },
) {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO people (email, name, role, password_hash, activated_at) VALUES ($1, $2, 'owner', $3, now())
     RETURNING id`,
    [p.email, p.name, p.passwordHash],
  );
  return Number(row!.id);
}

/** An invited person becomes active with their name and password; false if they no longer wait. */
export async function activatePerson(tx: Queryable, id: number, name: string, passwordHash: string) {
  const rows = await tx.query(
    `UPDATE people SET name = $2, password_hash = $3, activated_at = now()
      WHERE id = $1 AND removed_at IS NULL AND activated_at IS NULL RETURNING id`,
    [id, name, passwordHash],
  );
  return rows.length === 1;
}

export async function setRole(tx: Queryable, id: number, role: Role) {
  await tx.query(`UPDATE people SET role = $2 WHERE id = $1`, [id, role]);
}

export async function setPasswordHash(tx: Queryable, id: number, passwordHash: string) {
  await tx.query(`UPDATE people SET password_hash = $2 WHERE id = $1`, [id, passwordHash]);
}

export async function markRemoved(tx: Queryable, id: number) {
  await tx.query(`UPDATE people SET removed_at = now() WHERE id = $1 AND removed_at IS NULL`, [id]);
}

/** Ends every open session of a person: their next request finds none. */
export async function revokeAllSessions(tx: Queryable, personId: number) {
  await tx.query(`UPDATE sessions SET revoked_at = now() WHERE person_id = $1 AND revoked_at IS NULL`, [
    personId,
  ]);
}

/** Forgets an account's failed sign-ins (its lockout): scope as sign-in writes it. */
export async function clearAccountFailures(tx: Queryable, email: string) {
  await tx.query(`DELETE FROM sign_in_failures WHERE scope = $1`, [`account:${email}`]);
}

export async function readRequireTotp(db: Queryable, { lock = false } = {}) {
  const [row] = await db.query<{ require_totp: boolean }>(
    `SELECT require_totp FROM sign_in_settings ${lock ? 'FOR UPDATE' : ''}`,
  );
  return row?.require_totp ?? false;
}

export async function writeRequireTotp(tx: Queryable, requireTotp: boolean) {
  await tx.query(`UPDATE sign_in_settings SET require_totp = $1`, [requireTotp]);
}
