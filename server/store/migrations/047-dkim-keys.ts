// A domain's DKIM keys (issue 54): `rd1`, `rd2`… per domain, never reused. `active` signs; `next` is
// published ahead of a switch; `retiring` is the old key kept published after it, until retired:
// then its private key is erased (it can never sign again) and it leaves the records. The private
// key (PKCS#8 PEM) is read only to sign: no answer, log, audit entry or export carries it.
export default /* sql */ `
CREATE TABLE dkim_keys (
  id          bigserial PRIMARY KEY,
  domain_id   bigint NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
  selector    text NOT NULL,
  role        text NOT NULL CHECK (role IN ('active','next','retiring')),
  public_key  text NOT NULL,
  private_key text,
  created_at  timestamptz(3) NOT NULL,
  retired_at  timestamptz(3),
  UNIQUE (domain_id, selector)
);
-- One key per role per domain among those still published, whatever races.
CREATE UNIQUE INDEX dkim_keys_role_idx ON dkim_keys (domain_id, role) WHERE retired_at IS NULL;
`;
