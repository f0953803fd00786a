import type { Queryable } from '../db';

export interface OperationalGauges {
  /** Webhook deliveries still to be sent (the outbox). */
  outboxPending: number;
  /** Age of the oldest of them; 0 when there is none. */
  oldestPendingAgeSeconds: number;
  /** Messages the simulator has yet to move on. */
  simulatorBacklog: number;
  /** Incidents firing now, per rule name (only rules with one or more). */
  alertsFiring: { rule: string; n: number }[];
}

/** What /metrics reports about the store, read at scrape time in one round trip. */
export async function readOperationalGauges(db: Queryable, now: Date): Promise<OperationalGauges> {
  const [row] = await db.query<{
    pending: string;
    oldest_age: string | null;
    backlog: string;
    firing: { rule: string; n: number }[] | null;
  }>(
    `SELECT
       (SELECT count(*) FROM webhook_deliveries WHERE state = 'pending') AS pending,
       (SELECT EXTRACT(EPOCH FROM ($1::timestamptz - min(created_at)))
          FROM webhook_deliveries WHERE state = 'pending') AS oldest_age,
       (SELECT count(*) FROM messages WHERE next_step_at IS NOT NULL) AS backlog,
       (SELECT json_agg(json_build_object('rule', rule_name, 'n', n)) FROM (
          SELECT rule_name, count(*)::int AS n FROM alert_incidents WHERE state = 'firing' GROUP BY rule_name
        ) f) AS firing`,
    [now],
  );
  return {
    outboxPending: Number(row?.pending ?? 0),
    oldestPendingAgeSeconds: Math.max(0, Number(row?.oldest_age ?? 0)),
    simulatorBacklog: Number(row?.backlog ?? 0),
    alertsFiring: row?.firing ?? [],
  };
}
