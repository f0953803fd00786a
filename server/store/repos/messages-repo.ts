import type { Message, MessageEvent, MessageStatus } from '../../../src/contract';
import type { Queryable } from '../db';
import { decodeCursor, encodeCursor } from './cursor';

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
}

const columns =
  'id, to_email, from_email, subject, status, domain_id, created_at, delivered_at, scenario, step';

export const toMessage = (r: MessageRow): Message => ({
  id: r.id,
  subject: r.subject,
  status: r.status,
  created_at: r.created_at.toISOString(),
  delivered_at: r.delivered_at?.toISOString() ?? null,
  to: r.to_email,
  from: r.from_email,
  domain_id: r.domain_id,
});

export async function findMessage(db: Queryable, id: string) {
  const [row] = await db.query<MessageRow>(`SELECT ${columns} FROM messages WHERE id = $1`, [id]);
  return row ?? null;
}

export async function messageEvents(db: Queryable, id: string): Promise<MessageEvent[]> {
  const rows = await db.query<{ type: string; occurred_at: Date; attrs: Record<string, unknown> }>(
    'SELECT type, occurred_at, attrs FROM message_events WHERE message_id = $1 ORDER BY occurred_at, id',
    [id],
  );
  return rows.map((r) => ({ ...r.attrs, type: r.type, timestamp: r.occurred_at.toISOString() }));
}

export async function listMessagesTo(
  db: Queryable,
  q: { to: string; status?: MessageStatus | undefined; limit: number; cursor?: string | undefined },
) {
  const params: unknown[] = [q.to];
  const where = ['to_email = $1'];
  if (q.status) where.push(`status = $${params.push(q.status)}`);
  if (q.cursor) {
    const { key, id } = decodeCursor(q.cursor, 'created_at_desc', 'uuid');
    where.push(`(created_at, id) < ($${params.push(key)}::timestamptz, $${params.push(id)}::uuid)`);
  }
  const rows = await db.query<MessageRow>(
    `SELECT ${columns} FROM messages WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT $${params.push(q.limit + 1)}`,
    params,
  );
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    messages: page.map(toMessage),
    next_cursor:
      rows.length > q.limit && last
        ? encodeCursor('created_at_desc', last.created_at.toISOString(), last.id)
        : null,
  };
}
