// A webhook can be paused: nothing new is queued for it and what is queued waits, history intact.
// Each attempt keeps the headers it was sent with (the signature among them), so a delivery can be
// checked in the signature checker exactly as the receiver got it.
export default /* sql */ `
ALTER TABLE webhooks ADD COLUMN enabled boolean NOT NULL DEFAULT true;
ALTER TABLE webhook_attempts ADD COLUMN request_headers jsonb;
`;
