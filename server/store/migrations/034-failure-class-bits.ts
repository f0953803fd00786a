// The activity log's class filter finds every message that met a class, not only those whose newest
// failure is of it: a message deferred (`temporary`) and then refused (`invalid_recipient`) counts under
// both in the statistics, so a drill-down from either must list it. Each message keeps a bit per
// class it met, kept by the same event trigger as its newest classification; one partial index of
// failing messages in the log's order serves every class and side (few messages fail).
import { failureSummaryOf } from '../repos/failure-summary';

export default /* sql */ `
ALTER TABLE messages ADD COLUMN class_bits integer NOT NULL DEFAULT 0;

UPDATE messages m SET class_bits = s.bits FROM ${failureSummaryOf('message_events')} WHERE m.id = s.message_id;

CREATE OR REPLACE FUNCTION message_events_bounce() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE messages m SET
    class_bits = m.class_bits | s.bits,
    bounce_class = CASE WHEN m.bounce_at IS NULL OR s.occurred_at >= m.bounce_at
                        THEN s.bounce_class ELSE m.bounce_class END,
    bounce_side = CASE WHEN m.bounce_at IS NULL OR s.occurred_at >= m.bounce_at
                       THEN s.bounce_side ELSE m.bounce_side END,
    bounce_reply = CASE WHEN m.bounce_at IS NULL OR s.occurred_at >= m.bounce_at
                        THEN s.reply ELSE m.bounce_reply END,
    bounce_at = GREATEST(m.bounce_at, s.occurred_at)
  FROM ${failureSummaryOf('added')}
  WHERE m.id = s.message_id;
  RETURN NULL;
END $fn$;

DROP INDEX messages_bounce_class_created_idx;
DROP INDEX messages_bounce_side_created_idx;
CREATE INDEX messages_failures_created_idx ON messages (created_at DESC, id DESC) WHERE class_bits <> 0;
`;
