import type { Queryable } from '../db';

/** An active person's password hash (null: signs in only through SSO), and whether they have a second factor. */
export async function findSignInAccount(db: Queryable, email: string) {
  const [row] = await db.query<{
    id: number;
    email: string;
    password_hash: string | null;
    has_totp: boolean;
  }>(
    `SELECT id, email, password_hash, totp_secret IS NOT NULL AS has_totp FROM people
      WHERE email = $1 AND removed_at IS NULL AND activated_at IS NOT NULL`,
    [email],
  );
  return row ?? null;
}

export interface FailureCounts {
  account: number;
  address: number;
}

/**
 * The failed sign-ins of an account and of an address within the last `windowMinutes`, under a lock
 * on the account (the caller's transaction): two processes checking the same account at once take
 * turns, so each sees the other's attempt. Old rows of any scope are dropped on the way.
 */
export async function countFailures(
  tx: Queryable,
  scopes: { account: string; address: string },
  windowMinutes: number,
): Promise<FailureCounts> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sign-in:' || $1))`, [scopes.account]);
  await tx.query(`DELETE FROM sign_in_failures WHERE at < now() - make_interval(mins => $1::int)`, [
    windowMinutes,
  ]);
  const rows = await tx.query<{ scope: string; n: number }>(
    `SELECT scope, count(*)::int AS n FROM sign_in_failures
      WHERE scope IN ($1, $2) AND at >= now() - make_interval(mins => $3::int) GROUP BY scope`,
    [scopes.account, scopes.address, windowMinutes],
  );
  const n = (scope: string) => rows.find((r) => r.scope === scope)?.n ?? 0;
  return { account: n(scopes.account), address: n(scopes.address) };
}

export async function recordFailure(db: Queryable, scope: string) {
  await db.query(`INSERT INTO sign_in_failures (scope) VALUES ($1)`, [scope]);
}

export async function clearFailures(db: Queryable, scope: string) {
  await db.query(`DELETE FROM sign_in_failures WHERE scope = $1`, [scope]);
}
