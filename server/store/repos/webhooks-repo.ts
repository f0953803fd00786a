import { randomBytes } from 'node:crypto';
import type { Webhook } from '../../../src/contract';
import type { Queryable } from '../db';

interface Row {
  id: number;
  url: string;
  event_types: string[];
  created_at: Date;
  secret: string;
}

const toWebhook = (r: Row): Webhook => ({
  id: r.id,
  url: r.url,
  event_types: r.event_types,
  created_at: r.created_at.toISOString(),
});

/** 32 random bytes: the key of every delivery's HMAC. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export async function listWebhooks(db: Queryable) {
  const rows = await db.query<Row>('SELECT id, url, event_types, created_at FROM webhooks ORDER BY id');
  return { webhooks: rows.map(toWebhook), total: rows.length };
}

export async function createWebhook(db: Queryable, input: { url: string; event_types: string[]; at?: Date }) {
  const secret = newSecret();
  const [row] = (await db.query<Row>(
    `INSERT INTO webhooks (url, event_types, secret, created_at) VALUES ($1, $2, $3, COALESCE($4, now()))
     RETURNING id, url, event_types, created_at`,
    [input.url, input.event_types, secret, input.at ?? null],
  )) as [Row];
  return { ...toWebhook(row), secret };
}

export async function deleteWebhook(db: Queryable, id: number) {
  const [row] = await db.query<Row>(
    'DELETE FROM webhooks WHERE id = $1 RETURNING id, url, event_types, created_at',
    [id],
  );
  return row ? toWebhook(row) : null;
}

export async function findWebhook(db: Queryable, id: number) {
  const [row] = await db.query<Row>('SELECT id, url, event_types, created_at FROM webhooks WHERE id = $1', [
    id,
  ]);
  return row ? toWebhook(row) : null;
}

/** A new secret takes effect for every attempt from now on, queued ones included. */
export async function rotateSecret(db: Queryable, id: number) {
  const secret = newSecret();
  const [row] = (await db.query<Row>(
    'UPDATE webhooks SET secret = $2 WHERE id = $1 RETURNING id, url, event_types, created_at',
    [id, secret],
  )) as [Row];
  return { ...toWebhook(row), secret };
}
