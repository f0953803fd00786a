// The activity log filters by mailbox provider (an alert about one provider drills down to its
// messages). An index on the statistics' own mapping, in the log's order, keeps a rare provider's
// first page from scanning every message; the mapping is immutable, so updates stay cheap.
export default /* sql */ `
CREATE INDEX messages_provider_created_idx ON messages (mailbox_provider(to_email), created_at DESC, id DESC);
`;
