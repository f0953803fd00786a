import { failureClassBitSql } from '../failure-class-bits';

/**
 * A message's failure summary: the class, side and reply of its newest classified event (bounce,
 * deferral or failure) and a bit for every class it met (`class_bits`), read by the activity log's
 * class and side filters. Two writers keep it, with no trigger (migration 037): the live path sets
 * it in the step's own update of the message (`advanceMessageStep`), and bulk writers (the demo
 * seed, the bench) summarise the events they insert with one statement.
 */

/** Per message of `events` with a classified failure: its newest one, and the bits of every class met. */
export const failureSummaryOf = (events: string) => `(
    SELECT DISTINCT ON (message_id) message_id, bounce_class, bounce_side, occurred_at,
           attrs ->> 'smtp_response' AS reply,
           bit_or(${failureClassBitSql}) OVER (PARTITION BY message_id) AS bits
    FROM ${events} WHERE bounce_class IS NOT NULL
    ORDER BY message_id, occurred_at DESC, id DESC
  ) s`;

/**
 * Sets the summary of the messages whose events are all in `events` (a table, or the rows a
 * statement inserted), replacing what the messages had: the bulk path.
 */
export const summarizeFailuresOf = (
  events: string,
) => `UPDATE messages m SET class_bits = s.bits, bounce_class = s.bounce_class,
  bounce_side = s.bounce_side, bounce_reply = s.reply, bounce_at = s.occurred_at
FROM ${failureSummaryOf(events)} WHERE m.id = s.message_id`;

/** Fills the summary from every event at once (the bench, after a load with triggers off). */
export const summarizeAllFailures = summarizeFailuresOf('message_events');

/**
 * The live path's SET clause for one new classified event, given its parameters: the class's bit,
 * class, side, reply and time. The newest event gives the class; one of the same moment replaces it,
 * as a later-inserted event did under the trigger.
 */
export const addFailureSql = (p: { bit: string; cls: string; side: string; reply: string; at: string }) => {
  const newest = `bounce_at IS NULL OR ${p.at} >= bounce_at`;
  return `class_bits = class_bits | ${p.bit},
       bounce_class = CASE WHEN ${newest} THEN ${p.cls} ELSE bounce_class END,
       bounce_side = CASE WHEN ${newest} THEN ${p.side} ELSE bounce_side END,
       bounce_reply = CASE WHEN ${newest} THEN ${p.reply} ELSE bounce_reply END,
       bounce_at = GREATEST(bounce_at, ${p.at})`;
};
