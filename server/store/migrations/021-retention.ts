// Retention prunes finished webhook deliveries oldest first; without this index each pass scans
// the whole outbox. (Messages are pruned along messages_created_idx from migration 020.)
export default /* sql */ `
CREATE INDEX webhook_deliveries_done_created_idx ON webhook_deliveries (created_at) WHERE state <> 'pending';

-- Token buckets shared by every service process on one PostgreSQL (the per-key rate limit holds
-- for the deployment). Unlogged: a crash that loses them only refills them.
CREATE UNLOGGED TABLE rate_limit_buckets (
  bucket text PRIMARY KEY,
  tokens float8 NOT NULL,
  at timestamptz NOT NULL,
  allowed boolean NOT NULL
);
`;
