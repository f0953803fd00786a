// No parallel workers for scans of the suppression list. A search reads few rows (suppression-
// search.ts collects through the grams index only up to 20,000 candidates, and walks or counts to
// 1,001 otherwise), but the planner, costing `address_grams()` (COST 5000) on every row it expects,
// often found two workers cheaper for a rare 2–3 character window. Starting them cost more than the
// search: a window with no match took 115–465 ms with workers on a busy 2-core machine (load 10),
// 0.1–1 ms without; and 26 ms against PGlite's 5 ms for 1–3 characters on the quiet one
// (bench/README.md). Only a broad exact count on request (`e`: most of the list) loses by it.
export default /* sql */ `
ALTER TABLE suppressions SET (parallel_workers = 0);
`;
