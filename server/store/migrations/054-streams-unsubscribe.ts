// Message streams, caller headers and one-click unsubscribe (issue 56). Every message already sent
// was transactional: the default says so. `headers` holds the caller's headers and, on bulk mail, the
// service's one-click pair, as [{name, value}] in order. The bulk partial index serves the activity
// log's stream filter (and the alert measure) in the log's order: bulk mail is the smaller stream.
// Unsubscribe tokens are stored as their SHA-256 only: the token is the link's secret, and a leaked
// table must not hand out working links. No foreign key to messages: the retention sweep may delete
// the message, and a recipient's unsubscribe must still be honoured (RFC 8058 asks for days).
// `unsubscribe_requests` keeps one row per request that changed something (the first).
export default /* sql */ `
ALTER TABLE messages ADD COLUMN stream text NOT NULL DEFAULT 'transactional'
  CHECK (stream IN ('transactional', 'bulk'));
ALTER TABLE messages ADD COLUMN headers jsonb NOT NULL DEFAULT '[]';
CREATE INDEX messages_bulk_created_idx ON messages (created_at DESC, id DESC) WHERE stream = 'bulk';

CREATE TABLE unsubscribe_tokens (
  token_hash  bytea PRIMARY KEY,
  message_id  uuid NOT NULL,
  address     text NOT NULL,
  domain_id   bigint,
  created_at  timestamptz(3) NOT NULL
);
CREATE INDEX unsubscribe_tokens_message_idx ON unsubscribe_tokens (message_id);

CREATE TABLE unsubscribe_requests (
  id            bigserial PRIMARY KEY,
  message_id    uuid NULL,
  address       text NOT NULL,
  domain_id     bigint NULL,
  requested_at  timestamptz(3) NOT NULL,
  suppressed_at timestamptz(3) NULL,
  via           text NOT NULL CHECK (via IN ('one_click', 'page', 'mailto'))
);
CREATE INDEX unsubscribe_requests_requested_idx ON unsubscribe_requests (requested_at DESC);
CREATE INDEX unsubscribe_requests_domain_idx ON unsubscribe_requests (domain_id, requested_at DESC);
`;
