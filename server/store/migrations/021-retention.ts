// Retention prunes finished webhook deliveries oldest first; without this index each pass scans
// the whole outbox. (Messages are pruned along messages_created_idx from migration 020.)
export default /* sql */ `
CREATE INDEX webhook_deliveries_done_created_idx ON webhook_deliveries (created_at) WHERE state <> 'pending';
`;
