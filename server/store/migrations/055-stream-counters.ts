// The statistics' counters get a stream dimension (issue 56), so filtering by stream reads the same
// few rows per day as before. Every counted message so far was transactional: the default backfills
// them as such. The keys widen to take the stream.
export default /* sql */ `
ALTER TABLE daily_stats ADD COLUMN stream text NOT NULL DEFAULT 'transactional';
ALTER TABLE daily_stats DROP CONSTRAINT daily_stats_pkey;
ALTER TABLE daily_stats ADD PRIMARY KEY (day, domain_id, stream);
ALTER TABLE daily_provider_stats ADD COLUMN stream text NOT NULL DEFAULT 'transactional';
ALTER TABLE daily_provider_stats DROP CONSTRAINT daily_provider_stats_pkey;
ALTER TABLE daily_provider_stats ADD PRIMARY KEY (day, domain_id, provider, stream);
`;
