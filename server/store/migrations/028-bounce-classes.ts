// Why mail fails: each bounce, deferral or failure event stores its reply's class and side (computed
// by the classifier when the event is recorded), and the message keeps those of its newest one, so
// the activity log filters by class on the message row. A statement trigger copies them, like the
// event summary (020), so every writer keeps it true. Automatic suppressions store the causing
// reply's class and side too. Explanations are derived on read from the stored reply.
export default /* sql */ `
ALTER TABLE message_events
  ADD COLUMN bounce_class text,
  ADD COLUMN bounce_side text;

ALTER TABLE messages
  ADD COLUMN bounce_class text,
  ADD COLUMN bounce_side text,
  ADD COLUMN bounce_reply text,
  ADD COLUMN bounce_at timestamptz(3);

CREATE FUNCTION message_events_bounce() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE messages m SET
    bounce_class = s.bounce_class,
    bounce_side = s.bounce_side,
    bounce_reply = s.reply,
    bounce_at = s.occurred_at
  FROM (
    SELECT DISTINCT ON (message_id) message_id, bounce_class, bounce_side, occurred_at,
           attrs ->> 'smtp_response' AS reply
    FROM added WHERE bounce_class IS NOT NULL
    ORDER BY message_id, occurred_at DESC, id DESC
  ) s
  WHERE m.id = s.message_id AND (m.bounce_at IS NULL OR s.occurred_at >= m.bounce_at);
  RETURN NULL;
END $fn$;

CREATE TRIGGER message_events_bounce AFTER INSERT ON message_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION message_events_bounce();

-- Few messages fail: partial indexes in the activity log's order keep a class or side filter fast.
CREATE INDEX messages_bounce_class_created_idx ON messages (bounce_class, created_at DESC, id DESC)
  WHERE bounce_class IS NOT NULL;
CREATE INDEX messages_bounce_side_created_idx ON messages (bounce_side, created_at DESC, id DESC)
  WHERE bounce_side IS NOT NULL;

ALTER TABLE suppressions
  ADD COLUMN bounce_class text,
  ADD COLUMN bounce_side text;
CREATE INDEX suppressions_bounce_class_idx ON suppressions (bounce_class, created_at DESC)
  WHERE bounce_class IS NOT NULL;
`;
