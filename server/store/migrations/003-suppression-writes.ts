// A write generation for exact search totals: every statement that changes suppressions bumps it in
// the writing transaction. A search's count taken at generation G stays exact while G is current, so
// paging through a broad search counts once instead of on every page, and no process ever serves a
// total older than the data (the generation lives in the database, not in one process).
export default /* sql */ `
ALTER TABLE suppression_counts ADD COLUMN writes bigint NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION suppression_counts_add() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE suppression_counts c SET n = c.n + d.n, writes = c.writes + 1
  FROM (SELECT reason, count(*) AS n FROM inserted GROUP BY reason) d WHERE c.reason = d.reason;
  RETURN NULL;
END $fn$;

CREATE OR REPLACE FUNCTION suppression_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE suppression_counts c SET n = c.n - d.n, writes = c.writes + 1
  FROM (SELECT reason, count(*) AS n FROM removed GROUP BY reason) d WHERE c.reason = d.reason;
  RETURN NULL;
END $fn$;

-- Updates change what a search matches (and may move rows between reasons): recount both.
CREATE FUNCTION suppression_counts_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE suppression_counts c SET n = c.n - COALESCE(o.n, 0) + COALESCE(d.n, 0), writes = c.writes + 1
  FROM suppression_counts k
  LEFT JOIN (SELECT reason, count(*) AS n FROM removed GROUP BY reason) o ON o.reason = k.reason
  LEFT JOIN (SELECT reason, count(*) AS n FROM inserted GROUP BY reason) d ON d.reason = k.reason
  WHERE c.reason = k.reason AND (o.n IS NOT NULL OR d.n IS NOT NULL);
  RETURN NULL;
END $fn$;

CREATE TRIGGER suppressions_count_update AFTER UPDATE ON suppressions
  REFERENCING OLD TABLE AS removed NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION suppression_counts_update();
`;
