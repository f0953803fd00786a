import type { ServiceContext } from '../context';
import { pruneMessages, pruneWebhookDeliveries, vacuumPrunedTables } from '../store/repos/retention-repo';
import { pruneRemovals } from '../store/repos/suppression-removals';

export interface RetentionOptions {
  /** Rows per transaction: small, so no lock is held for long. */
  batch?: number;
  /** The pause after a batch that removed something, so other work gets the database in between. */
  pauseMs?: number;
}

/**
 * One bounded batch of message history past RETENTION_DAYS: messages (their events go with them)
 * first, then webhook deliveries (their attempts go with them), then filter removals whose undo
 * has expired (one at a time: each holds the rows it removed); how many went. Daily statistics,
 * suppressions (whose message_id may then name a pruned message) and the audit trail are not touched.
 */
export async function pruneExpiredMessages(
  ctx: ServiceContext,
  { batch = 1000, pauseMs = 200 }: RetentionOptions = {},
): Promise<number> {
  const before = new Date(ctx.now().getTime() - ctx.config.RETENTION_DAYS * 86_400_000);
  const pruned =
    (await pruneMessages(ctx.db, before, batch)) ||
    (await pruneWebhookDeliveries(ctx.db, before, batch)) ||
    (await pruneRemovals(ctx.db, before, 1));
  if (pruned) {
    prunedSinceVacuum.set(ctx.db, (prunedSinceVacuum.get(ctx.db) ?? 0) + pruned);
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  } else if (prunedSinceVacuum.get(ctx.db) && ctx.db.engine === 'pglite') {
    // The pass is over: without autovacuum (PGlite) the freed space is only reused once vacuumed.
    await vacuumPrunedTables(ctx.db);
    prunedSinceVacuum.delete(ctx.db);
  }
  return pruned;
}

const prunedSinceVacuum = new WeakMap<object, number>();
