// An explicit lease on a delivery being sent: "retry now" must never start a second, concurrent
// send of a delivery that a worker (in any process) is sending at this moment.
export default /* sql */ `
ALTER TABLE webhook_deliveries ADD COLUMN leased_until timestamptz(3);
`;
