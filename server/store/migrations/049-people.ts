// People, sessions and sign-in (issue 55). Secrets are stored only as hashes: passwords as argon2id
// strings, session, invitation and reset tokens as SHA-256 hex, recovery codes as SHA-256 hex. The
// TOTP secret must be read back to check a code, so it is kept as given (base32); `totp_last_step`
// refuses a code's time step once it has been used (replay). A removed person keeps the row (audit
// entries name them) with `removed_at` set; their sessions and invitations go at once.
export default /* sql */ `
CREATE TABLE people (
  id               bigserial PRIMARY KEY,
  email            text NOT NULL,
  name             text NOT NULL DEFAULT '',
  role             text NOT NULL CHECK (role IN ('owner','admin','support','developer','viewer')),
  password_hash    text,
  totp_secret      text,
  totp_pending     text,
  totp_last_step   bigint,
  oidc_subject     text,
  invited_by       bigint REFERENCES people(id),
  created_at       timestamptz(3) NOT NULL DEFAULT now(),
  activated_at     timestamptz(3),
  last_seen_at     timestamptz(3),
  removed_at       timestamptz(3)
);
-- One living person per address; a removed one may be invited again.
CREATE UNIQUE INDEX people_email_live ON people (email) WHERE removed_at IS NULL;
CREATE UNIQUE INDEX people_oidc_subject ON people (oidc_subject) WHERE oidc_subject IS NOT NULL AND removed_at IS NULL;

CREATE TABLE recovery_codes (
  person_id  bigint NOT NULL REFERENCES people(id) ON DELETE CASCADE,
  code_hash  text NOT NULL,
  used_at    timestamptz(3),
  PRIMARY KEY (person_id, code_hash)
);

CREATE TABLE sessions (
  id            uuid PRIMARY KEY,
  token_hash    text NOT NULL UNIQUE,
  csrf_token    text NOT NULL,
  person_id     bigint NOT NULL REFERENCES people(id) ON DELETE CASCADE,
  method        text NOT NULL CHECK (method IN ('password','oidc','invitation','reset')),
  created_at    timestamptz(3) NOT NULL DEFAULT now(),
  last_seen_at  timestamptz(3) NOT NULL DEFAULT now(),
  expires_at    timestamptz(3) NOT NULL,
  user_agent    text NOT NULL DEFAULT '',
  ip            text NOT NULL DEFAULT '',
  revoked_at    timestamptz(3)
);
CREATE INDEX sessions_person ON sessions (person_id) WHERE revoked_at IS NULL;

-- Invitations and the first start's Owner link (email null: the Owner gives it). Single use.
CREATE TABLE invitations (
  id          bigserial PRIMARY KEY,
  token_hash  text NOT NULL UNIQUE,
  person_id   bigint REFERENCES people(id) ON DELETE CASCADE,
  role        text NOT NULL CHECK (role IN ('owner','admin','support','developer','viewer')),
  invited_by  bigint REFERENCES people(id),
  created_at  timestamptz(3) NOT NULL DEFAULT now(),
  expires_at  timestamptz(3) NOT NULL,
  used_at     timestamptz(3),
  revoked_at  timestamptz(3)
);

CREATE TABLE password_resets (
  token_hash  text PRIMARY KEY,
  person_id   bigint NOT NULL REFERENCES people(id) ON DELETE CASCADE,
  created_at  timestamptz(3) NOT NULL DEFAULT now(),
  expires_at  timestamptz(3) NOT NULL,
  used_at     timestamptz(3)
);

-- Failed sign-ins per account and per client address, in the database so every process shares them.
CREATE TABLE sign_in_failures (
  scope  text NOT NULL,           -- 'account:<email>' or 'address:<ip>'
  at     timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_scope ON sign_in_failures (scope, at DESC);

CREATE TABLE sign_in_settings (
  id            boolean PRIMARY KEY DEFAULT true CHECK (id),
  require_totp  boolean NOT NULL DEFAULT false
);
INSERT INTO sign_in_settings DEFAULT VALUES;

-- The audit trail names the person behind a change (a key, for machines).
ALTER TABLE audit_log ADD COLUMN person_id bigint, ADD COLUMN person_name text;
CREATE INDEX audit_log_person ON audit_log (person_id, id DESC) WHERE person_id IS NOT NULL;

-- A key created by a person names them (its powers were at most theirs when made).
ALTER TABLE api_keys ADD COLUMN created_by bigint REFERENCES people(id);
`;
