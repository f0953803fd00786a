// The activity log lists every message newest first under filters that combine. Each filter has an
// index that yields rows already in (created_at, id) order, so a first page stops after a page of
// matches instead of sorting the table. What a message's events say (the types seen, the latest one)
// is kept on the message by a statement trigger, so every writer (API, simulator, demo seed) keeps it
// true without knowing, and "has a complaint" is a bit test on a small partial index, not a join.
import { eventBit } from '../message-event-bits';

const eventBits = `CASE type ${Object.entries(eventBit)
  .map(([type, bit]) => `WHEN '${type}' THEN ${bit}`)
  .join(' ')} ELSE 0 END`;

/** Per message of `events` (a table of message_events rows): its event bits, latest time and type. */
const summaryOf = (events: string) => `(
    SELECT message_id, bit_or(${eventBits}) AS bits, max(occurred_at) AS last_at,
           (array_agg(type ORDER BY occurred_at DESC, id DESC))[1] AS last_type
    FROM ${events} GROUP BY message_id
  ) s`;

/** Fills the summary from every event at once: the backfill, and bulk loads that bypass the trigger. */
export const summarizeAllEvents = `UPDATE messages m SET event_bits = s.bits, last_event_type = s.last_type, last_event_at = s.last_at
FROM ${summaryOf('message_events')} WHERE m.id = s.message_id`;

/** Events that only some messages have: a partial index each keeps "has a …" fast. */
const rareEvents = ['deferred', 'bounced', 'complained', 'opened', 'clicked', 'failed'] as const;

export default /* sql */ `
ALTER TABLE messages
  ADD COLUMN event_bits integer NOT NULL DEFAULT 0,
  ADD COLUMN last_event_type text,
  ADD COLUMN last_event_at timestamptz(3);

${summarizeAllEvents};

CREATE FUNCTION message_events_summarize() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE messages m SET
    event_bits = m.event_bits | s.bits,
    last_event_type = CASE WHEN m.last_event_at IS NULL OR s.last_at >= m.last_event_at
                           THEN s.last_type ELSE m.last_event_type END,
    last_event_at = GREATEST(m.last_event_at, s.last_at)
  FROM ${summaryOf('added')} WHERE m.id = s.message_id;
  RETURN NULL;
END $fn$;

CREATE TRIGGER message_events_summary AFTER INSERT ON message_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION message_events_summarize();

CREATE INDEX messages_created_idx ON messages (created_at DESC, id DESC);
CREATE INDEX messages_status_created_idx ON messages (status, created_at DESC, id DESC);
CREATE INDEX messages_domain_created_idx ON messages (domain_id, created_at DESC, id DESC);
-- A status within a domain: without it, a pair that matches nothing walks the whole domain.
CREATE INDEX messages_domain_status_created_idx ON messages (domain_id, status, created_at DESC, id DESC);
CREATE INDEX messages_recipient_domain_idx ON messages ((split_part(to_email, '@', 2)), created_at DESC, id DESC);
CREATE INDEX messages_to_trgm_idx ON messages USING gin (to_email gin_trgm_ops);
CREATE INDEX messages_subject_trgm_idx ON messages USING gin (lower(subject) gin_trgm_ops);
${rareEvents
  .map(
    (name) =>
      `CREATE INDEX messages_${name}_created_idx ON messages (created_at DESC, id DESC) WHERE event_bits & ${eventBit[name]} <> 0;`,
  )
  .join('\n')}
`;
