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
