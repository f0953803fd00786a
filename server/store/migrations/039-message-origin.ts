// Who a message is from, apart from its stream: `customer` (the customer's own mail, all mail so
// far) or `system` (Relaydesk's own notices, such as alert emails sent through the service's own
// path when no NOTIFY_SMTP_URL is set). System mail is counted nowhere and hidden from the activity
// log unless asked for; a later `transactional`/`bulk` stream is a separate column beside this one.
export default /* sql */ `
ALTER TABLE messages ADD COLUMN origin text NOT NULL DEFAULT 'customer'
  CHECK (origin IN ('customer', 'system'));
CREATE INDEX messages_system_created_idx ON messages (created_at DESC, id DESC) WHERE origin = 'system';
`;
