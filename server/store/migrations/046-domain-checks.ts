// Sending domains (issue 54): a domain gets the time it was added (a record unseen on a domain added
// less than 48 hours ago is `pending`, not missing), the health word and next step of its last check
// (written with the check, so the list reads one row per domain and never recomputes), that check's
// times, timed-out lookups, reverse DNS and DMARC reading, and when it is next due. A domain already
// sending counts as added when its first statistics day began; a new one when it is inserted.
// Deleting a domain only marks it: its messages and statistics keep naming it (messages.domain_id).
export default /* sql */ `
ALTER TABLE domains ADD COLUMN created_at timestamptz(3) NOT NULL DEFAULT now();
UPDATE domains d SET created_at = s.first_day
  FROM (SELECT domain_id, min(day)::timestamp AT TIME ZONE 'UTC' AS first_day FROM daily_stats GROUP BY domain_id) s
  WHERE s.domain_id = d.id AND s.first_day < d.created_at;
ALTER TABLE domains ADD COLUMN deleted_at timestamptz(3);
ALTER TABLE domains ADD COLUMN health text NOT NULL DEFAULT 'pending'
  CHECK (health IN ('ready','needs_attention','could_not_check','pending'));
ALTER TABLE domains ADD COLUMN next_step text;
ALTER TABLE domains ADD COLUMN checked_at timestamptz(3);
ALTER TABLE domains ADD COLUMN check_started_at timestamptz(3);
ALTER TABLE domains ADD COLUMN timed_out text[] NOT NULL DEFAULT '{}';
ALTER TABLE domains ADD COLUMN reverse_dns jsonb NOT NULL DEFAULT '[]';
ALTER TABLE domains ADD COLUMN dmarc jsonb;
ALTER TABLE domains ADD COLUMN next_check_at timestamptz(3);
CREATE INDEX domains_next_check_idx ON domains (next_check_at) WHERE deleted_at IS NULL;
`;
