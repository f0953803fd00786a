import type { WebhookDelivery, WebhookHealth } from '../../../src/contract';
import type { Queryable } from '../db';

export interface DeliveryRow {
  id: string;
  webhook_id: number;
  event_type: string;
  body: string;
  state: 'pending' | 'succeeded' | 'failed';
  attempt_count: number;
  next_attempt_at: Date | null;
  created_at: Date;
  /** Set while a worker sends it (see migration 014). */
  leased_until: Date | null;
}
interface AttemptRow {
  delivery_id: string;
  attempted_at: Date;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  response_excerpt: string | null;
  request_headers: Record<string, string> | null;
}

const columns =
  'id, webhook_id, event_type, body, state, attempt_count, next_attempt_at, created_at, leased_until';

export async function findDelivery(db: Queryable, webhookId: number, id: string) {
  const [row] = await db.query<DeliveryRow>(
    `SELECT ${columns} FROM webhook_deliveries WHERE id = $1 AND webhook_id = $2`,
    [id, webhookId],
  );
  return row ?? null;
}

/** Deliveries of one webhook, newest first, each with all its attempts (oldest first). */
export async function listDeliveries(
  db: Queryable,
  webhookId: number,
  limit: number,
): Promise<WebhookDelivery[]> {
  const rows = await db.query<DeliveryRow>(
    `SELECT ${columns} FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [webhookId, limit],
  );
  return withAttempts(db, rows);
}

export async function withAttempts(db: Queryable, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  const attempts = rows.length
    ? await db.query<AttemptRow>(
        `SELECT delivery_id, attempted_at, status_code, latency_ms, error, response_excerpt, request_headers FROM webhook_attempts
         WHERE delivery_id = ANY($1::uuid[]) ORDER BY attempted_at, id`,
        [rows.map((r) => r.id)],
      )
    : [];
  return rows.map((r) => ({
    id: r.id,
    event_type: r.event_type,
    state: r.state,
    next_attempt_at: r.state === 'pending' ? (r.next_attempt_at?.toISOString() ?? null) : null,
    created_at: r.created_at.toISOString(),
    payload: JSON.parse(r.body) as WebhookDelivery['payload'],
    attempts: attempts
      .filter((a) => a.delivery_id === r.id)
      .map((a) => ({
        attempted_at: a.attempted_at.toISOString(),
        status_code: a.status_code,
        latency_ms: a.latency_ms,
        error: a.error,
        response_excerpt: a.response_excerpt,
        // Attempts made before headers were kept have none.
        ...(a.request_headers ? { request_headers: a.request_headers } : {}),
      })),
  }));
}

/** Per-webhook health over the last day: attempts, successes, and the latest attempt's outcome. */
export async function webhookHealth(db: Queryable, since: Date) {
  return db.query<{
    webhook_id: number;
    attempts: number;
    succeeded: number;
    last_status_code: number | null;
    last_error: string | null;
    last_attempt_at: Date | null;
  }>(
    `SELECT d.webhook_id,
            count(a.id)::int AS attempts,
            count(a.id) FILTER (WHERE a.status_code BETWEEN 200 AND 299)::int AS succeeded,
            (array_agg(a.status_code ORDER BY a.attempted_at DESC))[1] AS last_status_code,
            (array_agg(a.error ORDER BY a.attempted_at DESC))[1] AS last_error,
            max(a.attempted_at) AS last_attempt_at
     FROM webhook_deliveries d JOIN webhook_attempts a ON a.delivery_id = d.id
     WHERE a.attempted_at >= $1 GROUP BY d.webhook_id`,
    [since],
  );
}

/** Health of a webhook with no attempts in the window and nothing queued. */
export const quietHealth = (): WebhookHealth => ({
  attempts_24h: 0,
  succeeded_24h: 0,
  last_status_code: null,
  last_error: null,
  last_attempt_at: null,
  pending: 0,
});

/** The list's `health` extension: attempts since `since` and the backlog, by webhook id. */
export async function healthByWebhook(db: Queryable, since: Date): Promise<Map<number, WebhookHealth>> {
  const [attempts, pending] = await Promise.all([
    webhookHealth(db, since),
    db.query<{ webhook_id: number; pending: number }>(
      `SELECT webhook_id, count(*)::int AS pending FROM webhook_deliveries WHERE state = 'pending' GROUP BY webhook_id`,
    ),
  ]);
  const health = new Map<number, WebhookHealth>();
  const entry = (id: number) => health.get(id) ?? health.set(id, quietHealth()).get(id)!;
  for (const a of attempts) {
    Object.assign(entry(a.webhook_id), {
      attempts_24h: a.attempts,
      succeeded_24h: a.succeeded,
      last_status_code: a.last_status_code,
      last_error: a.last_error,
      last_attempt_at: a.last_attempt_at?.toISOString() ?? null,
    });
  }
  for (const p of pending) entry(p.webhook_id).pending = p.pending;
  return health;
}
