// Timestamps are timestamptz(3): millisecond precision, so a created_at read back into a JS Date and
// written into a paging cursor compares equal to the stored value.
export default /* sql */ `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE api_keys (
  id          bigserial PRIMARY KEY,
  name        text NOT NULL,
  key_hash    text NOT NULL UNIQUE,            -- hex SHA-256 of the key; the key itself is never stored
  key_hint    text NOT NULL,                   -- last 4 characters, for lists
  permissions text[] NOT NULL CHECK (permissions <@ ARRAY['admin','stats','send']::text[] AND cardinality(permissions) > 0),
  created_at  timestamptz(3) NOT NULL DEFAULT now(),
  revoked_at  timestamptz(3)
);

CREATE TABLE domains (
  id   bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE suppressions (
  id         bigserial PRIMARY KEY,
  email      text NOT NULL UNIQUE,
  reason     text NOT NULL CHECK (reason IN ('manual','hard_bounce','complaint','unsubscribe')),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  message_id uuid                               -- the message that caused an automatic suppression
);
CREATE INDEX suppressions_created_idx ON suppressions (created_at DESC, id DESC);
CREATE INDEX suppressions_reason_created_idx ON suppressions (reason, created_at DESC, id DESC);
CREATE INDEX suppressions_email_trgm_idx ON suppressions USING gin (email gin_trgm_ops);

CREATE TABLE messages (
  id           uuid PRIMARY KEY,
  to_email     text NOT NULL,
  from_email   text NOT NULL,
  subject      text NOT NULL,
  status       text NOT NULL,
  domain_id    bigint REFERENCES domains(id),
  created_at   timestamptz(3) NOT NULL,
  delivered_at timestamptz(3),
  scenario     text NOT NULL,                   -- delivery simulator script, from the recipient
  step         integer NOT NULL DEFAULT 0,      -- next step of that script
  next_step_at timestamptz(3)                   -- null once the script has finished
);
CREATE INDEX messages_to_idx ON messages (to_email, created_at DESC, id DESC);
CREATE INDEX messages_due_idx ON messages (next_step_at) WHERE next_step_at IS NOT NULL;

CREATE TABLE message_events (
  id          bigserial PRIMARY KEY,
  message_id  uuid NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
  type        text NOT NULL,
  occurred_at timestamptz(3) NOT NULL,
  attrs       jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX message_events_message_idx ON message_events (message_id, occurred_at, id);

-- Counters per UTC day and sending domain (0 = none), written with each event, so statistics
-- never scan events.
CREATE TABLE daily_stats (
  day          date NOT NULL,
  domain_id    bigint NOT NULL DEFAULT 0,
  accepted     integer NOT NULL DEFAULT 0,
  delivered    integer NOT NULL DEFAULT 0,
  hard_bounced integer NOT NULL DEFAULT 0,
  soft_bounced integer NOT NULL DEFAULT 0,
  deferred     integer NOT NULL DEFAULT 0,
  failed       integer NOT NULL DEFAULT 0,
  complained   integer NOT NULL DEFAULT 0,
  opened       integer NOT NULL DEFAULT 0,
  clicked      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, domain_id)
);

CREATE TABLE webhooks (
  id          bigserial PRIMARY KEY,
  url         text NOT NULL,
  event_types text[] NOT NULL,
  secret      text NOT NULL,                   -- needed in clear to sign deliveries
  created_at  timestamptz(3) NOT NULL DEFAULT now()
);

-- The outbox: one row per (event, webhook), written in the event's transaction.
CREATE TABLE webhook_deliveries (
  id              uuid PRIMARY KEY,
  webhook_id      bigint NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_type      text NOT NULL,
  body            text NOT NULL,                -- the exact bytes that are signed and sent
  state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending','succeeded','failed')),
  attempt_count   integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz(3),
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, created_at DESC);

CREATE TABLE webhook_attempts (
  id               bigserial PRIMARY KEY,
  delivery_id      uuid NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  attempted_at     timestamptz(3) NOT NULL,
  status_code      integer,
  latency_ms       integer NOT NULL,
  error            text,
  response_excerpt text
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, attempted_at);
`;
