/**
 * What the sign-in page says for `?error=<code>` when single sign-on sends the person back. The codes'
 * one place until the contract names them (`ssoErrorCodes` in src/contract/people.ts, the OIDC
 * lane's): then this table reads its keys from there. Unknown codes get the general sentence.
 */
export const ssoErrorSentences: Record<string, string> = {
  provider_unavailable:
    "Single sign-on isn't working right now: the identity provider could not be reached. Try again in a moment.",
  not_invited:
    'Your identity provider signed you in, but that address has no Relaydesk account. Ask an Owner to invite you.',
  domain_not_allowed:
    'Your identity provider signed you in, but that address has no Relaydesk account. Ask an Owner to invite you.',
  email_not_verified:
    "Your identity provider hasn't verified that email address, so Relaydesk can't match it to an account.",
  access_denied: 'Single sign-on was cancelled at your identity provider.',
  person_removed: 'That account no longer has access to Relaydesk.',
  invalid_state: 'That sign-in took too long or was opened twice. Start again.',
  sso_failed: "Single sign-on didn't complete. Start again.",
};

export const ssoErrorSentence = (code: string): string =>
  Object.hasOwn(ssoErrorSentences, code)
    ? ssoErrorSentences[code]!
    : "Single sign-on didn't complete. Start again, or sign in another way.";
