// Removing a whole filter in steps, and undoing it exactly: a removal remembers its filter, the
// highest id it may take (rows added after it started are never swept up) and how far it got; the
// rows it took wait in removed_suppressions, unchanged, until restored or pruned with the removal.
export default /* sql */ `
CREATE TABLE suppression_removals (
  id                 uuid PRIMARY KEY,
  q                  text,
  reasons            text[] NOT NULL,
  include_complaints boolean NOT NULL,
  up_to_id           bigint NOT NULL,
  after_id           bigint NOT NULL DEFAULT 0,
  matched            integer NOT NULL,
  removed            integer NOT NULL DEFAULT 0,
  restored           integer NOT NULL DEFAULT 0,
  skipped            integer NOT NULL DEFAULT 0,
  state              text NOT NULL DEFAULT 'removing'
                     CHECK (state IN ('removing','removed','restoring','restored')),
  key_name           text,
  created_at         timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX suppression_removals_created_idx ON suppression_removals (created_at);

CREATE TABLE removed_suppressions (
  removal_id uuid NOT NULL REFERENCES suppression_removals(id) ON DELETE CASCADE,
  id         bigint NOT NULL,
  email      text NOT NULL,
  reason     text NOT NULL,
  created_at timestamptz(3) NOT NULL,
  message_id uuid,
  source     jsonb,
  PRIMARY KEY (removal_id, id)
);
`;
