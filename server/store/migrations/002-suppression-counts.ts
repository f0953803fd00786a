// Exact suppression totals without counting rows: one counter per reason, kept by statement-level
// triggers in the writing transaction. An unfiltered or reason-filtered list reads `total` from
// here in O(1) instead of scanning millions of rows.
export default /* sql */ `
CREATE TABLE suppression_counts (
  reason text PRIMARY KEY,
  n      bigint NOT NULL DEFAULT 0
);
INSERT INTO suppression_counts (reason, n)
SELECT r, (SELECT count(*) FROM suppressions s WHERE s.reason = r)
FROM unnest(ARRAY['manual','hard_bounce','complaint','unsubscribe']) AS r;

CREATE FUNCTION suppression_counts_add() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE suppression_counts c SET n = c.n + d.n
  FROM (SELECT reason, count(*) AS n FROM inserted GROUP BY reason) d WHERE c.reason = d.reason;
  RETURN NULL;
END $fn$;

CREATE FUNCTION suppression_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE suppression_counts c SET n = c.n - d.n
  FROM (SELECT reason, count(*) AS n FROM removed GROUP BY reason) d WHERE c.reason = d.reason;
  RETURN NULL;
END $fn$;

CREATE TRIGGER suppressions_count_insert AFTER INSERT ON suppressions
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION suppression_counts_add();
CREATE TRIGGER suppressions_count_delete AFTER DELETE ON suppressions
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION suppression_counts_remove();
`;
