// Counters per UTC day, sending domain and mailbox provider (the recipient's, from its domain), so a
// provider breakdown reads only pre-aggregated rows. `mailbox_provider` is the one mapping; the README
// documents it. Existing history is backfilled from messages (accepted) and their events.
export default /* sql */ `
CREATE FUNCTION mailbox_provider(email text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE
    WHEN d IN ('gmail.com', 'googlemail.com') THEN 'gmail'
    WHEN d ~ '^(outlook|hotmail|live|msn)\\.(com|[a-z]{2}|co\\.[a-z]{2}|com\\.[a-z]{2})$' THEN 'microsoft'
    WHEN d ~ '^(yahoo|ymail|rocketmail)\\.(com|[a-z]{2}|co\\.[a-z]{2}|com\\.[a-z]{2})$' THEN 'yahoo'
    WHEN d IN ('icloud.com', 'me.com', 'mac.com') THEN 'apple'
    ELSE 'other'
  END
  FROM (SELECT lower(split_part(email, '@', 2)) AS d) AS x
$fn$;

CREATE TABLE daily_provider_stats (
  day          date NOT NULL,
  domain_id    bigint NOT NULL DEFAULT 0,
  provider     text NOT NULL,
  accepted     integer NOT NULL DEFAULT 0,
  delivered    integer NOT NULL DEFAULT 0,
  hard_bounced integer NOT NULL DEFAULT 0,
  soft_bounced integer NOT NULL DEFAULT 0,
  deferred     integer NOT NULL DEFAULT 0,
  failed       integer NOT NULL DEFAULT 0,
  complained   integer NOT NULL DEFAULT 0,
  opened       integer NOT NULL DEFAULT 0,
  clicked      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, domain_id, provider)
);

INSERT INTO daily_provider_stats
  (day, domain_id, provider, accepted, delivered, hard_bounced, soft_bounced, deferred, failed,
   complained, opened, clicked)
SELECT day, domain_id, provider, sum(accepted), sum(delivered), sum(hard_bounced), sum(soft_bounced),
       sum(deferred), sum(failed), sum(complained), sum(opened), sum(clicked)
FROM (
  SELECT (m.created_at AT TIME ZONE 'UTC')::date AS day, COALESCE(m.domain_id, 0) AS domain_id,
         mailbox_provider(m.to_email) AS provider, 1 AS accepted, 0 AS delivered, 0 AS hard_bounced,
         0 AS soft_bounced, 0 AS deferred, 0 AS failed, 0 AS complained, 0 AS opened, 0 AS clicked
  FROM messages m
  UNION ALL
  SELECT (e.occurred_at AT TIME ZONE 'UTC')::date, COALESCE(m.domain_id, 0), mailbox_provider(m.to_email),
         0,
         (e.type = 'delivered')::int,
         (e.type = 'bounced' AND e.attrs->>'bounce_type' = 'hard')::int,
         (e.type = 'bounced' AND e.attrs->>'bounce_type' IS DISTINCT FROM 'hard')::int,
         (e.type = 'deferred')::int,
         (e.type = 'failed')::int,
         (e.type = 'complained')::int,
         (e.type = 'opened')::int,
         (e.type = 'clicked')::int
  FROM message_events e JOIN messages m ON m.id = e.message_id
  WHERE e.type IN ('delivered', 'bounced', 'deferred', 'failed', 'complained', 'opened', 'clicked')
) AS x
GROUP BY day, domain_id, provider;
`;
