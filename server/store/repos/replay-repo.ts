import type { Queryable } from '../db';

/** Which deliveries a replay sends again: one webhook's, created at or after `since`. */
export interface ReplayFilter {
  webhookId: number;
  since: Date;
  failedOnly: boolean;
  now: Date;
}

const matching = `webhook_id = $1 AND created_at >= $2 AND ($3::boolean IS FALSE OR state = 'failed')`;
/** Claimed by a worker (in any process) and being sent at this moment (see migration 014). */
const inFlight = `(leased_until IS NOT NULL AND leased_until > $4)`;
const paramsOf = (f: ReplayFilter) => [f.webhookId, f.since, f.failedOnly, f.now];

/** How many a replay would queue again now, and how many match but are in flight (left alone). */
export async function countReplay(db: Queryable, f: ReplayFilter) {
  const [row] = (await db.query<{ replayable: number; in_flight: number }>(
    `SELECT count(*) FILTER (WHERE NOT ${inFlight})::int AS replayable,
            count(*) FILTER (WHERE ${inFlight})::int AS in_flight
     FROM webhook_deliveries WHERE ${matching}`,
    paramsOf(f),
  )) as [{ replayable: number; in_flight: number }];
  return row;
}

/**
 * Queues the matching deliveries again under their own ids: pending, due now, a fresh retry
 * schedule, their body and attempt history kept. A delivery a worker holds the lease of is skipped:
 * re-queuing it would let a second worker send it while the first still is. On PostgreSQL a claim in
 * progress locks its rows, and this UPDATE then re-reads them and finds the lease.
 */
export async function replayDeliveries(tx: Queryable, f: ReplayFilter) {
  const rows = await tx.query<{ id: string }>(
    `UPDATE webhook_deliveries SET state = 'pending', attempt_count = 0, next_attempt_at = $4
     WHERE ${matching} AND NOT ${inFlight} RETURNING id`,
    paramsOf(f),
  );
  const { in_flight } = await countReplay(tx, f);
  return { replayed: rows.length, in_flight };
}
