// Alerts (issue 34). `alert_buckets` holds the delivery counters per 5 minutes, sending domain (0:
// none) and mailbox provider, and `alert_key_buckets` each key's accepted messages per 5 minutes,
// both written by event-counters.ts in each event's transaction: evaluation and preview sum
// buckets, never events. The key has a table of its own so the rates' rows stay few.
// Rules are soft-deleted so incidents keep naming theirs; `generation` moves on every edit, which
// leaves the old incidents closed and starts afresh. `alert_evaluator` is the lease: the tick holds
// its row locked for the whole evaluation transaction, so one process evaluates a tick and one that
// dies mid-tick leaves nothing written. Notifications are an outbox like the webhooks': claimed with
// a lease, attempted, logged on the incident.
export default /* sql */ `
CREATE TABLE alert_buckets (
  bucket       timestamptz NOT NULL,
  domain_id    bigint NOT NULL DEFAULT 0,
  provider     text NOT NULL,
  accepted     integer NOT NULL DEFAULT 0,
  delivered    integer NOT NULL DEFAULT 0,
  deferred     integer NOT NULL DEFAULT 0,
  hard_bounced integer NOT NULL DEFAULT 0,
  soft_bounced integer NOT NULL DEFAULT 0,
  failed       integer NOT NULL DEFAULT 0,
  complained   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, domain_id, provider)
);

CREATE TABLE alert_key_buckets (
  bucket     timestamptz NOT NULL,
  api_key_id bigint NOT NULL,
  accepted   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, api_key_id)
);

CREATE TABLE alert_rules (
  id                    bigserial PRIMARY KEY,
  name                  text NOT NULL,
  metric                text NOT NULL,
  comparator            text NOT NULL,
  threshold             double precision NOT NULL,
  window_minutes        integer NOT NULL,
  min_volume            integer NOT NULL,
  holds_for_minutes     integer NOT NULL,
  reminder_hours        integer NOT NULL,
  resolve_after_minutes integer NOT NULL,
  domain_id             bigint,
  provider              text,
  each                  text,
  webhook_id            bigint,
  channels              jsonb NOT NULL DEFAULT '[]',
  enabled               boolean NOT NULL DEFAULT true,
  generation            integer NOT NULL DEFAULT 1,
  created_at            timestamptz(3) NOT NULL,
  updated_at            timestamptz(3) NOT NULL,
  deleted_at            timestamptz(3)
);

-- Where a rule × scope value stands between ticks: breaching since, clear since.
CREATE TABLE alert_conditions (
  rule_id         bigint NOT NULL,
  generation      integer NOT NULL,
  scope           text NOT NULL,
  breaching_since timestamptz(3),
  clear_since     timestamptz(3),
  PRIMARY KEY (rule_id, generation, scope)
);

CREATE TABLE alert_incidents (
  id                bigserial PRIMARY KEY,
  rule_id           bigint NOT NULL REFERENCES alert_rules(id),
  generation        integer NOT NULL,
  rule_name         text NOT NULL,
  metric            text NOT NULL,
  comparator        text NOT NULL,
  scope             text NOT NULL,
  scope_label       text NOT NULL,
  state             text NOT NULL CHECK (state IN ('firing','resolved','closed')),
  value             double precision NOT NULL,
  threshold         double precision NOT NULL,
  volume            bigint NOT NULL,
  window_minutes    integer NOT NULL,
  domain_id         bigint,
  provider          text,
  started_at        timestamptz(3) NOT NULL,
  last_notified_at  timestamptz(3) NOT NULL,
  resolved_at       timestamptz(3),
  closed_reason     text
);
-- One firing incident per rule × scope value, whatever races.
CREATE UNIQUE INDEX alert_incidents_firing_idx ON alert_incidents (rule_id, scope) WHERE state = 'firing';
CREATE INDEX alert_incidents_order_idx ON alert_incidents ((state = 'firing') DESC, id DESC);

CREATE TABLE alert_notifications (
  id              bigserial PRIMARY KEY,
  incident_id     bigint NOT NULL REFERENCES alert_incidents(id),
  kind            text NOT NULL,
  channel         text NOT NULL,
  target          text NOT NULL,
  state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending','sent','failed')),
  attempt_count   integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz(3),
  attempts        jsonb NOT NULL DEFAULT '[]',
  message_id      text,
  delivery_ids    uuid[],
  created_at      timestamptz(3) NOT NULL,
  sent_at         timestamptz(3)
);
CREATE INDEX alert_notifications_due_idx ON alert_notifications (next_attempt_at) WHERE state = 'pending';
CREATE INDEX alert_notifications_incident_idx ON alert_notifications (incident_id, id);

CREATE TABLE alert_evaluator (
  id           integer PRIMARY KEY CHECK (id = 1),
  last_tick_at timestamptz(3)
);
INSERT INTO alert_evaluator (id) VALUES (1);

-- The webhook failure rate reads the attempts of its window.
CREATE INDEX webhook_attempts_at_idx ON webhook_attempts (attempted_at);
`;
