// A message's failure summary (028, 034) is written by the step that records the event, in its one
// update of the message, and by bulk writers for what they insert (store/repos/failure-summary.ts). The
// statement trigger it replaces ran a PL/pgSQL call and a query over its transition table on every
// event insert, and a second update of the message for each failure: measured in one process
// against a service without classification (`npm run bench:classification-cost`), that was a
// third of what classification added to the write path.
export default /* sql */ `
DROP TRIGGER message_events_bounce ON message_events;
DROP FUNCTION message_events_bounce();
`;
