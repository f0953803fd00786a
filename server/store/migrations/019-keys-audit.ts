// Keys managed from the dashboard need "last used"; changes need an audit trail. Entries are only
// ever inserted (and pruned by age): nothing updates them, so the trail is evidence.
export default /* sql */ `
ALTER TABLE api_keys ADD COLUMN last_used_at timestamptz(3);

CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  at          timestamptz(3) NOT NULL DEFAULT now(),
  key_id      bigint,                        -- null for the service's own changes (automatic suppressions)
  key_name    text,                          -- the key's name when the change was made
  action      text NOT NULL,
  target_type text NOT NULL,
  target_id   text NOT NULL,
  detail      jsonb NOT NULL DEFAULT '{}',   -- compact before/after or counts; never a key or secret
  request_id  text
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_key ON audit_log (key_id, id DESC);
CREATE INDEX audit_log_action ON audit_log (action, id DESC);
CREATE INDEX audit_log_target ON audit_log (target_type, target_id, id DESC);
`;
