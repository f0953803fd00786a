import type { Queryable } from '../db';

/** What a single sign-on attempt keeps between the redirect to the provider and its return. */
export interface OidcAttempt {
  state: string;
  nonce: string;
  code_verifier: string;
  return_to: string;
}

/** Keeps an attempt for `ttlSeconds`; attempts already past their time go at the same moment. */
export async function insertOidcAttempt(
  db: Queryable,
  bindingHash: string,
  attempt: OidcAttempt,
  ttlSeconds: number,
) {
  await db.query('DELETE FROM oidc_attempts WHERE expires_at <= now()');
  await db.query(
    `INSERT INTO oidc_attempts (binding_hash, state, nonce, code_verifier, return_to, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [bindingHash, attempt.state, attempt.nonce, attempt.code_verifier, attempt.return_to, ttlSeconds],
  );
}

/** The attempt a browser's binding names, used up as it is read (a second callback finds nothing). */
export async function takeOidcAttempt(db: Queryable, bindingHash: string) {
  const [row] = await db.query<OidcAttempt>(
    `DELETE FROM oidc_attempts WHERE binding_hash = $1 AND expires_at > now()
     RETURNING state, nonce, code_verifier, return_to`,
    [bindingHash],
  );
  return row ?? null;
}

/** A person an SSO identity may be: found by the provider's subject or by the verified address. */
export interface SsoCandidate {
  id: number;
  name: string;
  oidc_subject: string | null;
  active: boolean;
  /** Asked in and still able to accept: an invitation not used, not revoked, not expired. */
  invitation_live: boolean;
}

/**
 * The living person with this subject, else the one with this address (locked for the change that
 * follows), and whether a removed person had either: an SSO sign-in never brings them back.
 */
export async function findSsoCandidate(tx: Queryable, subject: string, email: string) {
  const rows = await tx.query<SsoCandidate & { removed: boolean; by_subject: boolean }>(
    `SELECT p.id, p.name, p.oidc_subject, p.activated_at IS NOT NULL AS active,
            p.removed_at IS NOT NULL AS removed, p.oidc_subject IS NOT DISTINCT FROM $1 AS by_subject,
            EXISTS (SELECT 1 FROM invitations i
                     WHERE i.person_id = p.id AND i.used_at IS NULL AND i.revoked_at IS NULL
                       AND i.expires_at > now()) AS invitation_live
       FROM people p
      WHERE p.oidc_subject = $1 OR p.email = $2
      ORDER BY p.removed_at IS NOT NULL, p.oidc_subject IS NOT DISTINCT FROM $1 DESC, p.id
      FOR UPDATE OF p`,
    [subject, email],
  );
  const live = rows.find((r) => !r.removed);
  return {
    person: live ? { ...live, id: Number(live.id) } : null,
    removed: rows.some((r) => r.removed),
  };
}

/** Ties a person to the provider's subject (their first SSO sign-in). */
export async function setOidcSubject(tx: Queryable, personId: number, subject: string) {
  await tx.query('UPDATE people SET oidc_subject = $2 WHERE id = $1', [personId, subject]);
}

/** An invited person's first sign-in: active from now, their invitations used, their name if none. */
export async function activateInvitedPerson(
  tx: Queryable,
  personId: number,
  input: { subject: string; name: string },
) {
  await tx.query(
    `UPDATE people SET activated_at = now(), oidc_subject = $2, name = CASE WHEN name = '' THEN $3 ELSE name END
      WHERE id = $1`,
    [personId, input.subject, input.name],
  );
  await tx.query(
    'UPDATE invitations SET used_at = now() WHERE person_id = $1 AND used_at IS NULL AND revoked_at IS NULL',
    [personId],
  );
}

/**
 * A new, active person from an allowed domain. Null when someone took the address at the same
 * moment (a second sign-in racing this one): the caller looks again.
 */
export async function insertSsoPerson(
  tx: Queryable,
  input: { email: string; name: string; subject: string; role: 'viewer' },
) {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO people (email, name, role, oidc_subject, activated_at)
     VALUES ($1, $2, $3, $4, now())
     ON CONFLICT DO NOTHING RETURNING id`,
    [input.email, input.name, input.role, input.subject],
  );
  return row ? Number(row.id) : null;
}
