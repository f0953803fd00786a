import type { Db, Queryable } from '../db';

// Each call is one statement, so one short transaction of at most `batch` rows. SKIP LOCKED lets
// several service processes prune side by side (and past rows a worker holds) without waiting on
// each other; what one skips, the next batch or the next process takes.

/** Messages created before `before`, oldest first; their events go with them (ON DELETE CASCADE). */
export async function pruneMessages(db: Queryable, before: Date, batch: number) {
  const rows = await db.query(
    `DELETE FROM messages WHERE id IN (
       SELECT id FROM messages WHERE created_at < $1 ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [before, batch],
  );
  return rows.length;
}

/**
 * Webhook deliveries created before `before`, and their attempts (ON DELETE CASCADE). A delivery
 * still pending stays until it succeeds or fails: a long custom retry schedule must not lose it.
 */
export async function pruneWebhookDeliveries(db: Queryable, before: Date, batch: number) {
  const rows = await db.query(
    `DELETE FROM webhook_deliveries WHERE id IN (
       SELECT id FROM webhook_deliveries WHERE created_at < $1 AND state <> 'pending'
       ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [before, batch],
  );
  return rows.length;
}

/**
 * Marks the space of pruned rows reusable (plain VACUUM: no long lock, the file does not shrink but
 * stops growing). PGlite runs no autovacuum, so the retention job calls this after a pruning pass;
 * PostgreSQL's autovacuum does the same by itself.
 */
export async function vacuumPrunedTables(db: Db) {
  await db.exec('VACUUM (ANALYZE) messages, message_events, webhook_deliveries, webhook_attempts');
}
