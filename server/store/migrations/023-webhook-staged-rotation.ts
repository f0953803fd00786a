// Staged secret rotation: a new secret can wait beside the current one until a chosen time, when the
// worker promotes it. Until then every delivery is signed with `secret`; the wire keeps one value.
export default /* sql */ `
ALTER TABLE webhooks ADD COLUMN next_secret text;
ALTER TABLE webhooks ADD COLUMN next_secret_active_at timestamptz(3);
ALTER TABLE webhooks ADD CONSTRAINT webhooks_next_secret_pair
  CHECK ((next_secret IS NULL) = (next_secret_active_at IS NULL));
`;
