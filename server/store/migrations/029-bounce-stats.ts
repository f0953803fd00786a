// Why mail failed (GET /stats/bounces): the failure events (bounced, deferred, failed) per UTC day,
// sending domain (0: none), class and normalised reply, written by event-counters.ts like the other
// counters. One table per grouping, so a year grouped by class never reads the per-provider or
// per-recipient-domain rows. Side is the class's (one side per class), derived on read. No
// backfill: classes exist only on events recorded since 028, and normalising a reply is the
// contract's JavaScript, not SQL; the failures are counted from here on.
export default /* sql */ `
CREATE TABLE daily_bounce_stats (
  day          date NOT NULL,
  domain_id    bigint NOT NULL DEFAULT 0,
  bounce_class text NOT NULL,
  reply        text NOT NULL,
  n            integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, domain_id, bounce_class, reply)
);

CREATE TABLE daily_bounce_provider_stats (
  day          date NOT NULL,
  domain_id    bigint NOT NULL DEFAULT 0,
  provider     text NOT NULL,
  bounce_class text NOT NULL,
  reply        text NOT NULL,
  n            integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, domain_id, provider, bounce_class, reply)
);

CREATE TABLE daily_bounce_domain_stats (
  day              date NOT NULL,
  domain_id        bigint NOT NULL DEFAULT 0,
  recipient_domain text NOT NULL,
  bounce_class     text NOT NULL,
  reply            text NOT NULL,
  n                integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, domain_id, recipient_domain, bounce_class, reply)
);
`;
