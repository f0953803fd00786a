import { randomBytes } from 'node:crypto';
import type { Webhook } from '../../../src/contract';
import type { Queryable } from '../db';

interface Row {
  id: number;
  url: string;
  event_types: string[];
  created_at: Date;
  secret: string;
  enabled: boolean;
  next_secret_active_at: Date | null;
}

const toWebhook = (r: Row): Webhook => ({
  id: r.id,
  url: r.url,
  event_types: r.event_types,
  created_at: r.created_at.toISOString(),
  enabled: r.enabled,
  secret_rotates_at: r.next_secret_active_at?.toISOString() ?? null,
});

const shown = 'id, url, event_types, created_at, enabled, next_secret_active_at';

/** 32 random bytes: the key of every delivery's HMAC. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export async function listWebhooks(db: Queryable) {
  const rows = await db.query<Row>(`SELECT ${shown} FROM webhooks ORDER BY id`);
  return { webhooks: rows.map(toWebhook), total: rows.length };
}

export async function createWebhook(db: Queryable, input: { url: string; event_types: string[]; at?: Date }) {
  const secret = newSecret();
  const [row] = (await db.query<Row>(
    `INSERT INTO webhooks (url, event_types, secret, created_at) VALUES ($1, $2, $3, COALESCE($4, now()))
     RETURNING ${shown}`,
    [input.url, input.event_types, secret, input.at ?? null],
  )) as [Row];
  return { ...toWebhook(row), secret };
}

export async function deleteWebhook(db: Queryable, id: number) {
  const [row] = await db.query<Row>(`DELETE FROM webhooks WHERE id = $1 RETURNING ${shown}`, [id]);
  return row ? toWebhook(row) : null;
}

export async function findWebhook(db: Queryable, id: number) {
  const [row] = await db.query<Row>(`SELECT ${shown} FROM webhooks WHERE id = $1`, [id]);
  return row ? toWebhook(row) : null;
}

/**
 * A new secret. Without `activateAt` it takes effect for every attempt from now on, queued ones
 * included, and any staged one is dropped. With it, the new secret waits as `next_secret` and the
 * current one keeps signing until then (a staged secret that is already due is promoted first, and
 * a staged one still waiting is replaced).
 */
export async function rotateSecret(db: Queryable, id: number, now: Date, activateAt: Date | null) {
  const secret = newSecret();
  const [row] = (await (activateAt === null
    ? db.query<Row>(
        `UPDATE webhooks SET secret = $2, next_secret = NULL, next_secret_active_at = NULL
         WHERE id = $1 RETURNING ${shown}`,
        [id, secret],
      )
    : db.query<Row>(
        `UPDATE webhooks
         SET secret = CASE WHEN next_secret_active_at <= $3 THEN next_secret ELSE secret END,
             next_secret = $2, next_secret_active_at = $4
         WHERE id = $1 RETURNING ${shown}`,
        [id, secret, now, activateAt],
      ))) as [Row];
  return { ...toWebhook(row), secret };
}

/** Staged secrets whose time has come replace the current ones; answers how many did. */
export async function promoteDueSecrets(db: Queryable, now: Date) {
  const rows = await db.query<{ id: number }>(
    `UPDATE webhooks SET secret = next_secret, next_secret = NULL, next_secret_active_at = NULL
     WHERE next_secret_active_at <= $1 RETURNING id`,
    [now],
  );
  return rows.length;
}

/** Changes what is given, keeps the id, secret and history; the row before and after, or null. */
export async function updateWebhook(
  tx: Queryable,
  id: number,
  patch: { url?: string; event_types?: string[]; enabled?: boolean },
) {
  const [before] = await tx.query<Row>(`SELECT ${shown} FROM webhooks WHERE id = $1 FOR UPDATE`, [id]);
  if (!before) return null;
  const [after] = (await tx.query<Row>(
    `UPDATE webhooks SET url = COALESCE($2, url), event_types = COALESCE($3, event_types),
       enabled = COALESCE($4, enabled) WHERE id = $1 RETURNING ${shown}`,
    [id, patch.url ?? null, patch.event_types ?? null, patch.enabled ?? null],
  )) as [Row];
  return { before: toWebhook(before), after: toWebhook(after) };
}
