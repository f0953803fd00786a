import type { MessageStatus } from '../../../src/contract';
import type { Queryable } from '../db';
import { classifyEvent } from './event-classification';
import type { MessageRow } from './messages-repo';

/**
 * The next message due for a step, locked with FOR UPDATE SKIP LOCKED: call it inside the
 * transaction that applies the step, so several processes never apply the same step twice.
 */
export async function claimDueMessage(tx: Queryable, now: Date) {
  const [message] = await tx.query<MessageRow>(
    `SELECT id, to_email, from_email, subject, status, domain_id, created_at, delivered_at, scenario, step
         FROM messages WHERE next_step_at <= $1 ORDER BY next_step_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [now],
  );
  return message ?? null;
}

/**
 * Moves a message past its current step (a null `nextStepAt` means its scenario is over) and, when
 * the step gives one, to its new status: `delivered_at` is stamped only by the move to `delivered`.
 * One statement, so each step writes the message's row once beside its event.
 */
export async function advanceMessageStep(
  tx: Queryable,
  id: string,
  nextStepAt: Date | null,
  status?: { status: MessageStatus; at: Date },
) {
  await tx.query(
    `UPDATE messages SET step = step + 1, next_step_at = $2, status = coalesce($3, status),
       delivered_at = CASE WHEN $3 = 'delivered' THEN $4 ELSE delivered_at END
     WHERE id = $1`,
    [id, nextStepAt, status?.status ?? null, status?.at ?? null],
  );
}

export async function insertMessageEvent(
  tx: Queryable,
  messageId: string,
  type: string,
  at: Date,
  attrs: Record<string, unknown>,
) {
  // The reply is classified as the event is recorded; a trigger copies class and side to the message.
  const classification = classifyEvent(type, attrs);
  await tx.query(
    `INSERT INTO message_events (message_id, type, occurred_at, attrs, bounce_class, bounce_side)
       VALUES ($1, $2, $3, $4, $5, $6)`,
    [messageId, type, at, JSON.stringify(attrs), classification?.class ?? null, classification?.side ?? null],
  );
  return classification;
}
