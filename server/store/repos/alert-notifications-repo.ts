import type { Db, Queryable } from '../db';

export type NotificationChannel = 'email' | 'slack' | 'webhook';
export interface NotificationAttempt {
  at: string;
  ok: boolean;
  status_code: number | null;
  error: string | null;
}
export interface NotificationRow {
  id: number;
  incident_id: number;
  kind: 'triggered' | 'reminder' | 'resolved' | 'closed';
  channel: NotificationChannel;
  /** The address, the Slack URL, or (webhook) the event type queued. */
  target: string;
  state: 'pending' | 'sent' | 'failed';
  attempt_count: number;
  next_attempt_at: Date | null;
  attempts: NotificationAttempt[];
  message_id: string | null;
  delivery_ids: string[] | null;
  created_at: Date;
  sent_at: Date | null;
}

/**
 * Queues a notification in the evaluation's transaction; a webhook one is queued already (`sent`).
 * `notBefore` holds it back behind an earlier notice to the same channel still waiting for a retry.
 */
export async function insertNotification(
  tx: Queryable,
  n: Pick<NotificationRow, 'incident_id' | 'kind' | 'channel' | 'target'> & {
    at: Date;
    deliveryIds?: string[];
    notBefore?: Date | null;
  },
) {
  const queued = n.channel === 'webhook';
  await tx.query(
    `INSERT INTO alert_notifications (incident_id, kind, channel, target, state, next_attempt_at, delivery_ids, created_at, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      n.incident_id,
      n.kind,
      n.channel,
      n.target,
      queued ? 'sent' : 'pending',
      queued ? null : n.notBefore && n.notBefore > n.at ? n.notBefore : n.at,
      n.deliveryIds ?? null,
      n.at,
      queued ? n.at : null,
    ],
  );
}

/**
 * The channels an incident's "firing" notice went to or is still going to (a failed one told
 * nobody), each with when its pending notice is next tried: a closing notice goes to exactly these.
 */
export function toldOfFiring(tx: Queryable, incidentId: number) {
  return tx.query<{ channel: NotificationChannel; target: string; not_before: Date | null }>(
    `SELECT channel, target, max(next_attempt_at) FILTER (WHERE state = 'pending') AS not_before
     FROM alert_notifications WHERE incident_id = $1 AND kind = 'triggered' AND state <> 'failed'
     GROUP BY channel, target ORDER BY min(id)`,
    [incidentId],
  );
}

/** A claimed notification: `leased_until` is its fencing token, as the webhook outbox's. */
export type ClaimedNotification = NotificationRow & { leased_until: Date };

/**
 * Claims due notifications by pushing next_attempt_at to `lease` with FOR UPDATE SKIP LOCKED: one
 * process sends each attempt; one killed mid-attempt leaves a lease that expires, and the
 * notification is attempted again (at least once).
 */
export function claimDueNotifications(db: Db, now: Date, limit: number, lease: Date) {
  return db.query<ClaimedNotification>(
    `UPDATE alert_notifications n SET next_attempt_at = $3
     WHERE n.id IN (SELECT id FROM alert_notifications WHERE state = 'pending' AND next_attempt_at <= $1
                    ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING n.*, n.next_attempt_at AS leased_until`,
    [now, limit, lease],
  );
}

/** Holds a claimed notification for the caller's transaction, if the claim is still its own. */
export async function lockClaim(tx: Queryable, id: number, lease: Date) {
  const [row] = await tx.query<{ id: number }>(
    `SELECT id FROM alert_notifications WHERE id = $1 AND state = 'pending' AND next_attempt_at = $2 FOR UPDATE`,
    [id, lease],
  );
  return row !== undefined;
}

/**
 * Gives a claimed notification back untried (a shutdown cut its attempt off): due at once, so the
 * next process sends it rather than waiting out the lease. Only while the claim is still this one's.
 */
export async function releaseNotificationClaim(db: Queryable, id: number, lease: Date, now: Date) {
  await db.query(
    `UPDATE alert_notifications SET next_attempt_at = $3
     WHERE id = $1 AND state = 'pending' AND next_attempt_at = $2`,
    [id, lease, now],
  );
}

/** Logs an attempt and sets the next state, only while the claim is still this one's (fenced). */
export async function recordNotificationAttempt(
  tx: Queryable,
  id: number,
  lease: Date,
  attempt: NotificationAttempt,
  next: {
    state: NotificationRow['state'];
    attemptCount: number;
    nextAttemptAt: Date | null;
    messageId?: string;
  },
) {
  const rows = await tx.query<{ id: number }>(
    `UPDATE alert_notifications
       SET attempts = attempts || $3::jsonb, state = $4, attempt_count = $5, next_attempt_at = $6,
           sent_at = CASE WHEN $4 = 'sent' THEN $7::timestamptz ELSE sent_at END,
           message_id = COALESCE($8, message_id)
     WHERE id = $1 AND state = 'pending' AND next_attempt_at = $2
     RETURNING id`,
    [
      id,
      lease,
      JSON.stringify([attempt]),
      next.state,
      next.attemptCount,
      next.nextAttemptAt,
      attempt.at,
      next.messageId ?? null,
    ],
  );
  return rows.length > 0;
}

/**
 * An email alert's own message was refused for good (a hard bounce or a complaint) after it was
 * handed over: its notification turns failed with why, the attempt logged beside the send.
 */
export async function failNotificationOfMessage(
  tx: Queryable,
  messageId: string,
  attempt: NotificationAttempt,
) {
  await tx.query(
    `UPDATE alert_notifications SET state = 'failed', attempts = attempts || $2::jsonb
     WHERE message_id = $1 AND channel = 'email'`,
    [messageId, JSON.stringify([attempt])],
  );
}

/** A webhook notification's outcome, read from its deliveries. */
export interface NotificationWithDeliveries extends NotificationRow {
  deliveries: {
    state: string;
    attempts: number;
    last_at: Date | null;
    status_code: number | null;
    error: string | null;
  }[];
}

export function notificationsOf(db: Queryable, incidentIds: number[]) {
  return db.query<NotificationWithDeliveries>(
    `SELECT n.*, COALESCE((
       SELECT json_agg(json_build_object('state', d.state, 'attempts', d.attempt_count,
                'last_at', a.attempted_at, 'status_code', a.status_code, 'error', a.error))
       FROM webhook_deliveries d
       LEFT JOIN LATERAL (SELECT attempted_at, status_code, error FROM webhook_attempts
                          WHERE delivery_id = d.id ORDER BY attempted_at DESC LIMIT 1) a ON true
       WHERE d.id = ANY(n.delivery_ids)), '[]') AS deliveries
     FROM alert_notifications n WHERE n.incident_id = ANY($1::bigint[]) ORDER BY n.id`,
    [incidentIds],
  );
}
