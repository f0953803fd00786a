// Single sign-on attempts (issue 55): what the service must remember between sending a browser to
// the OpenID Connect provider and its coming back: the state, the nonce and the PKCE code verifier,
// and where to return. Kept here, never in the browser; the browser holds only a random value (the
// `relaydesk_oidc` cookie) whose SHA-256 names the row, so only the browser that started an attempt
// can finish it, in any process, once (the row is deleted as it is used), within ten minutes.
export default /* sql */ `
CREATE TABLE oidc_attempts (
  binding_hash   text PRIMARY KEY,
  state          text NOT NULL,
  nonce          text NOT NULL,
  code_verifier  text NOT NULL,
  return_to      text NOT NULL DEFAULT '/',
  created_at     timestamptz(3) NOT NULL DEFAULT now(),
  expires_at     timestamptz(3) NOT NULL
);
CREATE INDEX oidc_attempts_expiry ON oidc_attempts (expires_at);
`;
