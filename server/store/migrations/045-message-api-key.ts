// A message records the API key that sent it (issue 52.2), so a key-volume incident opens that key's
// messages and the activity log filters by key. Null for the service's own mail and for messages
// sent before this column (no key was recorded). No foreign key: a revoked key's messages keep the
// id they were sent with. The index serves the filter in the log's order; only keyed rows are in it.
export default /* sql */ `
ALTER TABLE messages ADD COLUMN api_key_id bigint;
CREATE INDEX messages_api_key_created_idx ON messages (api_key_id, created_at DESC, id DESC)
  WHERE api_key_id IS NOT NULL;
`;
