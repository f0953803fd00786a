import type { BounceClassification, MessageStatus } from '../../../src/contract';
import { failureClassBit } from '../failure-class-bits';
import type { Queryable } from '../db';
import { classifyEvent } from './event-classification';
import type { MessageRow } from './messages-repo';

/**
 * The next message due for a step, locked with FOR UPDATE SKIP LOCKED: call it inside the
 * transaction that applies the step, so several processes never apply the same step twice.
 */
export async function claimDueMessage(tx: Queryable, now: Date) {
  const [message] = await tx.query<MessageRow>(
    `SELECT id, to_email, from_email, subject, status, domain_id, created_at, delivered_at, scenario, step, origin,
            stream, headers
         FROM messages WHERE next_step_at <= $1 ORDER BY next_step_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [now],
  );
  return message ?? null;
}

const advanceSet = `step = step + 1, next_step_at = $2, status = coalesce($3, status),
    delivered_at = CASE WHEN $3 = 'delivered' THEN $4 ELSE delivered_at END`;
// The newest failure gives the class, side and reply; one of the same moment replaces it, as the
// bulk path's newest-id order does (failure-summary.ts).
const newestFailure = 'bounce_at IS NULL OR $9::timestamptz >= bounce_at';
const failureSet = `class_bits = class_bits | $5::int,
    bounce_class = CASE WHEN ${newestFailure} THEN $6 ELSE bounce_class END,
    bounce_side = CASE WHEN ${newestFailure} THEN $7 ELSE bounce_side END,
    bounce_reply = CASE WHEN ${newestFailure} THEN $8 ELSE bounce_reply END,
    bounce_at = GREATEST(bounce_at, $9::timestamptz)`;
const advanceSql = `UPDATE messages SET ${advanceSet} WHERE id = $1`;
const advanceWithFailureSql = `UPDATE messages SET ${advanceSet}, ${failureSet} WHERE id = $1`;

/** A classified failure recorded by this step: it joins the message's failure summary. */
export interface StepFailure {
  classification: BounceClassification;
  reply: string;
  at: Date;
}

/**
 * Moves a message past its current step (a null `nextStepAt` means its scenario is over) and, when
 * the step gives one, to its new status: `delivered_at` is stamped only by the move to `delivered`.
 * A classified failure updates the message's failure summary (store/repos/failure-summary.ts) in the
 * same statement, so each step writes the message's row once beside its event.
 */
export async function advanceMessageStep(
  tx: Queryable,
  id: string,
  nextStepAt: Date | null,
  status?: { status: MessageStatus; at: Date },
  failure?: StepFailure | null,
) {
  const params: unknown[] = [id, nextStepAt, status?.status ?? null, status?.at ?? null];
  if (failure) {
    const { classification: c } = failure;
    params.push(failureClassBit[c.class], c.class, c.side, failure.reply, failure.at);
  }
  await tx.query(failure ? advanceWithFailureSql : advanceSql, params);
}

export async function insertMessageEvent(
  tx: Queryable,
  messageId: string,
  type: string,
  at: Date,
  attrs: Record<string, unknown>,
) {
  // The reply is classified as the event is recorded; the step's update of the message adds it to
  // the message's failure summary.
  const classification = classifyEvent(type, attrs);
  await tx.query(
    `INSERT INTO message_events (message_id, type, occurred_at, attrs, bounce_class, bounce_side)
       VALUES ($1, $2, $3, $4, $5, $6)`,
    [messageId, type, at, JSON.stringify(attrs), classification?.class ?? null, classification?.side ?? null],
  );
  return classification;
}
