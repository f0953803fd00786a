import type { Queryable } from '../db';

/**
 * Claims up to `limit` kept domains whose check is due, oldest due first, by moving their next check
 * to `leaseUntil`: another process's claim skips rows this one holds (SKIP LOCKED) and, once this
 * commits, finds them not due. The check itself sets the next due time when it stores its result;
 * a process that dies mid-check leaves the lease, and the domain is due again when it ends.
 */
export function claimDueDomains(db: Queryable, now: Date, leaseUntil: Date, limit: number) {
  return db.query<{ id: number; name: string }>(
    `UPDATE domains SET next_check_at = $2
     WHERE id IN (
       SELECT id FROM domains
       WHERE deleted_at IS NULL AND (next_check_at IS NULL OR next_check_at <= $1)
       ORDER BY next_check_at NULLS FIRST, id
       LIMIT $3
       FOR UPDATE SKIP LOCKED)
     RETURNING id, name`,
    [now, leaseUntil, limit],
  );
}

/** Sets when a domain is next due without checking it (a name no check could answer for). */
export async function postponeDomainCheck(db: Queryable, id: number, at: Date) {
  await db.query('UPDATE domains SET next_check_at = $2 WHERE id = $1 AND deleted_at IS NULL', [id, at]);
}
