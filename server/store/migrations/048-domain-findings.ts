// What checks found (issue 54). Per record (kind, and the selector for DKIM: '' otherwise): its
// status, the values found, the problem, when checked, and when last seen verified (a record once
// verified is never `pending` again). Per domain, each change of a record's, reverse DNS's or
// blocklist's status as history (from null on the first check). Per blocklist zone and target, the
// last answer and since when it has listed the target (kept across checks while listed).
export default /* sql */ `
CREATE TABLE domain_findings (
  domain_id   bigint NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('spf','dkim','return_path','dmarc')),
  selector    text NOT NULL DEFAULT '',
  status      text NOT NULL CHECK (status IN ('verified','mismatch','missing','pending','error')),
  found       text[] NOT NULL DEFAULT '{}',
  problem     text,
  checked_at  timestamptz(3) NOT NULL,
  verified_at timestamptz(3),
  PRIMARY KEY (domain_id, kind, selector)
);

CREATE TABLE domain_history (
  id          bigserial PRIMARY KEY,
  domain_id   bigint NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
  at          timestamptz(3) NOT NULL,
  subject     text NOT NULL,
  from_status text,
  to_status   text NOT NULL,
  found       text
);
CREATE INDEX domain_history_domain_idx ON domain_history (domain_id, at DESC, id DESC);

CREATE TABLE domain_blocklists (
  domain_id    bigint NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
  zone         text NOT NULL,
  target       text NOT NULL,
  list         text NOT NULL,
  status       text NOT NULL CHECK (status IN ('clear','listed','error')),
  code         text,
  delist_url   text,
  problem      text,
  listed_since timestamptz(3),
  checked_at   timestamptz(3) NOT NULL,
  PRIMARY KEY (domain_id, zone, target)
);
`;
