// A webhook can be paused: nothing new is queued for it and what is queued waits, history intact.
export default /* sql */ `
ALTER TABLE webhooks ADD COLUMN enabled boolean NOT NULL DEFAULT true;
`;
