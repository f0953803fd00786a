// The compliance checklist's TLS line (issue 56) reads the deliveries of the last 7 days by the time
// they happened: a delivery can come days after its message was accepted (deferrals, retries), so the
// messages' own indexes cannot bound it. A partial index holds only the `delivered` events.
export default /* sql */ `
CREATE INDEX message_events_delivered_at_idx ON message_events (occurred_at) WHERE type = 'delivered';
`;
