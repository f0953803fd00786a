import { randomUUID } from 'node:crypto';
import type {
  Message,
  MessageEvent,
  MessageOrigin,
  MessageStatus,
  MessageStream,
} from '../../../src/contract';
import type { Queryable } from '../db';
import { readStoredClassification } from './event-classification';

export interface MessageRow {
  id: string;
  to_email: string;
  from_email: string;
  subject: string;
  status: MessageStatus;
  domain_id: number | null;
  created_at: Date;
  delivered_at: Date | null;
  scenario: string;
  step: number;
  last_event_type: string | null;
  last_event_at: Date | null;
  /** The newest bounce, deferral or failure's reply (not read by the simulator's claim). */
  bounce_reply?: string | null;
  /** The newest failure's class, stored when its event was recorded (migration 028). */
  bounce_class?: string | null;
  /** `system`: a Relaydesk notice, counted nowhere (migration 039). */
  origin: MessageOrigin;
  /** `transactional` or `bulk` (migration 054). */
  stream: MessageStream;
  /** The caller's headers and, on bulk mail, the service's one-click pair, in order (migration 054). */
  headers: { name: string; value: string }[];
}

export const messageColumns =
  'id, to_email, from_email, subject, status, domain_id, created_at, delivered_at, scenario, step, last_event_type, last_event_at, bounce_reply, bounce_class, origin, stream, headers';

/** The newest failure's stored classification (its class is never decided again on read). */
const classificationOf = (storedClass: unknown, reply: string | null) => {
  const classification = readStoredClassification(storedClass, { type: 'bounced', smtp_response: reply });
  return classification ? { classification } : {};
};

export const toMessage = (r: MessageRow): Message => ({
  id: r.id,
  subject: r.subject,
  status: r.status,
  created_at: r.created_at.toISOString(),
  delivered_at: r.delivered_at?.toISOString() ?? null,
  to: r.to_email,
  from: r.from_email,
  domain_id: r.domain_id,
  last_event:
    r.last_event_type && r.last_event_at
      ? { type: r.last_event_type, timestamp: r.last_event_at.toISOString() }
      : null,
  ...classificationOf(r.bounce_class, r.bounce_reply ?? null),
  origin: r.origin,
  stream: r.stream,
  headers: r.headers,
});

export async function findMessage(db: Queryable, id: string) {
  const [row] = await db.query<MessageRow>(`SELECT ${messageColumns} FROM messages WHERE id = $1`, [id]);
  return row ?? null;
}

/** A new message, due for its scenario's first step at once. */
export async function insertMessage(
  tx: Queryable,
  m: {
    to: string;
    from: string;
    subject: string;
    domainId: number | null;
    at: Date;
    scenario: string;
    origin?: MessageOrigin;
    /** The API key that sent it (migration 045); null for none. */
    apiKeyId?: number | null;
    stream?: MessageStream;
    headers?: { name: string; value: string }[];
    /** Given when the caller needs it before the row exists (the unsubscribe token names it). */
    id?: string;
  },
) {
  const [message] = (await tx.query<MessageRow>(
    `INSERT INTO messages (id, to_email, from_email, subject, status, domain_id, created_at, scenario, next_step_at, origin, api_key_id, stream, headers)
       VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $6, $8, $9, $10, $11::jsonb)
       RETURNING ${messageColumns}`,
    [
      m.id ?? randomUUID(),
      m.to,
      m.from,
      m.subject,
      m.domainId,
      m.at,
      m.scenario,
      m.origin ?? 'customer',
      m.apiKeyId ?? null,
      m.stream ?? 'transactional',
      JSON.stringify(m.headers ?? []),
    ],
  )) as [MessageRow];
  return message;
}

export async function messageEvents(db: Queryable, id: string): Promise<MessageEvent[]> {
  const rows = await db.query<{
    type: string;
    occurred_at: Date;
    attrs: Record<string, unknown>;
    bounce_class: string | null;
  }>(
    'SELECT type, occurred_at, attrs, bounce_class FROM message_events WHERE message_id = $1 ORDER BY occurred_at, id',
    [id],
  );
  return rows.map((r) => {
    const classification = readStoredClassification(r.bounce_class, { ...r.attrs, type: r.type });
    return {
      ...r.attrs,
      type: r.type,
      timestamp: r.occurred_at.toISOString(),
      ...(classification ? { classification } : {}),
    };
  });
}
