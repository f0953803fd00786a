import type { Queryable } from '../db';

export interface BackfillPlan {
  seeded_at: Date;
  days: number;
  detail_days: number;
  written_through: Date | null;
  finished_at: Date | null;
}

/** Records, in the seed's transaction, which older days the background backfill owes. */
export async function planBackfill(tx: Queryable, seededAt: Date, days: number, detailDays: number) {
  await tx.query(
    'INSERT INTO demo_backfill (id, seeded_at, days, detail_days) VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING',
    [seededAt, days, detailDays],
  );
}

export async function backfillPlan(db: Queryable) {
  const [plan] = await db.query<BackfillPlan>('SELECT * FROM demo_backfill WHERE id = 1');
  return plan ?? null;
}

/**
 * Claims a day for the caller's transaction, which then writes its messages: false when it is
 * written already (by an earlier start, or by another process at the same time: the row lock
 * makes that one wait, then see the mark moved). So a day's messages are written once.
 */
export async function claimBackfillDay(tx: Queryable, dayStart: Date) {
  const rows = await tx.query(
    `UPDATE demo_backfill SET written_through = $1
     WHERE id = 1 AND (written_through IS NULL OR written_through < $1) RETURNING id`,
    [dayStart],
  );
  return rows.length > 0;
}

export async function markBackfillFinished(db: Queryable, at: Date) {
  await db.query('UPDATE demo_backfill SET finished_at = $1 WHERE id = 1 AND finished_at IS NULL', [at]);
}
