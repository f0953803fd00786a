import type { Queryable } from '../db';

/** What the checklist's mail lines read: the customer's mail since `since`, of one domain or all. */
export interface MailScope {
  since: Date;
  /** A sending domain; undefined for the whole account. */
  domainId?: number | undefined;
}

/** `AND <column> = $n` when the scope names a domain (its value pushed onto `params`). */
const domainFilter = (column: string, scope: MailScope, params: unknown[]) =>
  scope.domainId === undefined ? '' : `AND ${column} = $${params.push(scope.domainId)}`;

/**
 * Delivery events since `since` and how many of them went over TLS (the event's `tls` flag). Driven
 * by the events' time index, each event's message read by its key (a subquery the planner keeps
 * per row): as a join, a store without fresh statistics (PGlite has no autovacuum) planned a
 * domain's messages against the events in a nested loop, 35 s on the demo's week instead of 0.1 s.
 */
export async function tlsDeliveries(db: Queryable, scope: MailScope) {
  const params: unknown[] = [scope.since];
  const [row] = await db.query<{ deliveries: number; tls: number }>(
    `SELECT count(*)::int AS deliveries, count(*) FILTER (WHERE e.attrs -> 'tls' = 'true'::jsonb)::int AS tls
     FROM message_events e
     WHERE e.type = 'delivered' AND e.occurred_at >= $1
       AND (SELECT m.origin = 'customer' ${domainFilter('m.domain_id', scope, params)}
            FROM messages m WHERE m.id = e.message_id)`,
    params,
  );
  return row ?? { deliveries: 0, tls: 0 };
}

/**
 * Bulk messages accepted since `since`, and how many lacked RFC 8058's pair: List-Unsubscribe, and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. The same test as the `bulk_without_one_click`
 * alert measure's, so the checklist and the alert count the same messages (the service writes both
 * headers on bulk mail, spelled so, and refuses them from callers there).
 */
export async function bulkWithoutOneClick(db: Queryable, scope: MailScope) {
  const params: unknown[] = [scope.since];
  const [row] = await db.query<{ bulk: number; lacking: number }>(
    `SELECT count(*)::int AS bulk,
            count(*) FILTER (WHERE NOT (m.headers @> '[{"name":"List-Unsubscribe"}]'
              AND m.headers @> '[{"name":"List-Unsubscribe-Post","value":"List-Unsubscribe=One-Click"}]'))::int AS lacking
     FROM messages m
     WHERE m.stream = 'bulk' AND m.created_at >= $1 AND m.origin = 'customer'
       ${domainFilter('m.domain_id', scope, params)}`,
    params,
  );
  return row ?? { bulk: 0, lacking: 0 };
}

export interface UnsubscribeTimes {
  /** Requests made since `since`, and older ones still not suppressed. */
  requests: number;
  /** The longest time from a request to its suppression, in milliseconds (null: none suppressed). */
  longest_ms: number | null;
  /** Requests not suppressed yet, and those of them made before `overdueBefore`. */
  waiting: number;
  overdue: number;
}

/** How long unsubscribe requests took to become suppressions (`overdueBefore`: now less the deadline). */
export async function unsubscribeTimes(db: Queryable, scope: MailScope, overdueBefore: Date) {
  const params: unknown[] = [scope.since, overdueBefore];
  const [row] = await db.query<UnsubscribeTimes>(
    `SELECT count(*)::int AS requests,
            (max(extract(epoch FROM suppressed_at - requested_at)) * 1000)::float8 AS longest_ms,
            count(*) FILTER (WHERE suppressed_at IS NULL)::int AS waiting,
            count(*) FILTER (WHERE suppressed_at IS NULL AND requested_at < $2)::int AS overdue
     FROM unsubscribe_requests
     WHERE (requested_at >= $1 OR suppressed_at IS NULL) ${domainFilter('domain_id', scope, params)}`,
    params,
  );
  return row ?? { requests: 0, longest_ms: null, waiting: 0, overdue: 0 };
}

export interface BusiestGmailDay {
  domain_id: number | null;
  domain: string | null;
  /** The first of the 24 whole UTC hours. */
  start: Date;
  messages: number;
}

/**
 * The most messages to Gmail one sending domain sent in 24 consecutive whole UTC hours since
 * `since` (Gmail counts per sending domain): exact at hour granularity, a window starting on the
 * hour. Undefined when nothing went to Gmail.
 */
export async function busiestGmailDay(db: Queryable, scope: MailScope) {
  const params: unknown[] = [scope.since];
  const [row] = await db.query<BusiestGmailDay>(
    `WITH hours AS (
       SELECT m.domain_id, date_trunc('hour', m.created_at) AS hour, count(*)::int AS n
       FROM messages m
       WHERE mailbox_provider(m.to_email) = 'gmail' AND m.created_at >= $1 AND m.origin = 'customer'
         ${domainFilter('m.domain_id', scope, params)}
       GROUP BY 1, 2
     ), windows AS (
       SELECT domain_id, hour,
              sum(n) OVER (PARTITION BY domain_id ORDER BY hour
                           RANGE BETWEEN CURRENT ROW AND interval '23 hours' FOLLOWING)::int AS n
       FROM hours
     )
     SELECT w.domain_id::int AS domain_id, d.name AS domain, w.hour AS start, w.n AS messages
     FROM windows w LEFT JOIN domains d ON d.id = w.domain_id
     ORDER BY w.n DESC, w.hour LIMIT 1`,
    params,
  );
  return row;
}
