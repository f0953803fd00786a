import type { SuppressionSource } from '../../../src/contract';
import type { Queryable } from '../db';
import { summarizeFailuresOf } from './failure-summary';
import { classifyEvent } from './event-classification';
import { causingReplyClassification } from './suppressions-repo';

/** No domains and no messages: a store the demo may seed. */
export const storeIsEmpty = async (db: Queryable) =>
  (await db.query('SELECT 1 FROM domains UNION ALL SELECT 1 FROM messages LIMIT 1')).length === 0;

/** One generated day: messages, their events and the suppressions they caused, one statement each. */
export async function insertDemoBatch(
  tx: Queryable,
  b: { messages: object[]; events: object[]; suppressions: object[] },
) {
  await tx.query(
    `INSERT INTO messages SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, to_email text, from_email text,
       subject text, status text, domain_id bigint, created_at timestamptz, delivered_at timestamptz, scenario text,
       step int, next_step_at timestamptz)`,
    [JSON.stringify(b.messages)],
  );
  // Classified as the simulator's own writes are; the batch's messages (all of their events are in
  // it) get their failure summary from what the statement inserted: the bulk path.
  const events = (b.events as { type: string; attrs: Record<string, unknown> }[]).map((e) => {
    const c = classifyEvent(e.type, e.attrs);
    return { ...e, bounce_class: c?.class ?? null, bounce_side: c?.side ?? null };
  });
  await tx.query(
    `WITH added AS (
       INSERT INTO message_events (message_id, type, occurred_at, attrs, bounce_class, bounce_side)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(message_id uuid, type text, occurred_at timestamptz,
         attrs jsonb, bounce_class text, bounce_side text)
       RETURNING id, message_id, occurred_at, attrs, bounce_class, bounce_side
     )
     ${summarizeFailuresOf('added')}`,
    [JSON.stringify(events)],
  );
  const suppressions = (b.suppressions as { source?: SuppressionSource }[]).map((s) => {
    const c = causingReplyClassification(s.source);
    return { ...s, bounce_class: c?.class ?? null, bounce_side: c?.side ?? null };
  });
  await tx.query(
    `INSERT INTO suppressions (email, reason, created_at, message_id, source, bounce_class, bounce_side)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(email text, reason text, created_at timestamptz, message_id uuid,
       source jsonb, bounce_class text, bounce_side text)
     ON CONFLICT (email) DO NOTHING`,
    [JSON.stringify(suppressions)],
  );
}

/** Suppressions no message explains (`{email, reason, created_at}` rows); taken addresses are kept. */
export async function insertListSuppressions(tx: Queryable, rows: object[]) {
  await tx.query(
    `INSERT INTO suppressions (email, reason, created_at)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(email text, reason text, created_at timestamptz)
     ON CONFLICT (email) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
