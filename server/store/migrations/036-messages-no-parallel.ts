// No parallel workers for scans of the messages, as for the suppression list (026). The activity log
// reads a page, or counts to 1,001, but the planner, expecting few matches for a subject fragment,
// started two workers to count them, and starting them cost more than the count (bench/README.md).
// Only a broad exact count on request is slower without them.
export default /* sql */ `
ALTER TABLE messages SET (parallel_workers = 0);
`;
