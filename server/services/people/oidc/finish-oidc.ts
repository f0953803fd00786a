import * as client from 'openid-client';
import { endpoints } from '../../../../src/contract';
import type { ServiceContext } from '../../../context';
import { takeOidcAttempt, type OidcAttempt } from '../../../store/repos/oidc-repo';
import { parseInput } from '../../parse-input';
import { hashToken, startSession, type StartedSession } from '../start-session';
import { oidcConfigured, providerConfiguration, providerWasUnreachable } from './provider-config';
import { ssoPerson, type SsoIdentity } from './sso-person';
import { explain, ssoRefused, type SsoOutcome } from './sso-outcome';
import { oidcRedirectUri } from './start-oidc';

export interface OidcReturn {
  /** The provider's redirect back, every parameter as sent (code, state, iss, error…). */
  query: Record<string, string>;
  /** The `relaydesk_oidc` cookie: which attempt this browser started. */
  binding: string | undefined;
  userAgent: string;
  ip: string;
  requestId: string | null;
}

/**
 * The provider's redirect back. The attempt this browser started is used up first (a replayed or
 * forged callback finds none); openid-client then checks the state, exchanges the code with the PKCE
 * verifier and validates the ID token (signature, issuer, audience, expiry, nonce). A verified
 * address is required; the person is found or made (ssoPerson) and a session started, in one
 * transaction. Everything else ends in one of the contract's SSO error codes.
 */
export async function finishOidcSignIn(
  ctx: ServiceContext,
  input: OidcReturn,
): Promise<SsoOutcome<{ location: string; session: StartedSession }>> {
  if (!oidcConfigured(ctx.config)) return ssoRefused('sso_not_configured', 'OIDC settings unset');
  if (!input.binding) return ssoRefused('sso_failed', 'no relaydesk_oidc cookie');
  const attempt = await takeOidcAttempt(ctx.db, hashToken(input.binding));
  if (!attempt) return ssoRefused('sso_failed', 'no live attempt for this browser');
  try {
    parseInput(endpoints.oidcCallback.query, input.query, 'query');
  } catch (error) {
    return ssoRefused('sso_failed', `bad callback query: ${(error as Error).message}`);
  }
  if (input.query.error)
    return ssoRefused('sso_failed', `the provider answered ${input.query.error.slice(0, 100)}`);

  let identity: SsoIdentity | { unverified: string };
  try {
    identity = await verifiedIdentity(ctx, attempt, input.query);
  } catch (error) {
    return ssoRefused(providerWasUnreachable(error) ? 'sso_unavailable' : 'sso_failed', explain(error));
  }
  if ('unverified' in identity) return ssoRefused('sso_email_unverified', identity.unverified);

  const verified = identity;
  return ctx.db.transaction(async (tx) => {
    const found = await ssoPerson(tx, verified, ctx.config.OIDC_ALLOWED_DOMAINS, input.requestId);
    if (!found.ok) return found;
    const session = await startSession(tx, ctx.config, {
      personId: found.personId,
      method: 'oidc',
      userAgent: input.userAgent,
      ip: input.ip,
    });
    return { ok: true as const, location: attempt.return_to, session };
  });
}

/** The code exchanged and the ID token validated; the address and whether the provider verified it. */
async function verifiedIdentity(
  ctx: ServiceContext,
  attempt: OidcAttempt,
  query: Record<string, string>,
): Promise<SsoIdentity | { unverified: string }> {
  const provider = await providerConfiguration(ctx.config);
  // The URL the provider redirected to, as registered (not as this request arrived through a proxy).
  const currentUrl = new URL(oidcRedirectUri(ctx));
  for (const [name, value] of Object.entries(query)) currentUrl.searchParams.set(name, value);
  const tokens = await client.authorizationCodeGrant(provider, currentUrl, {
    pkceCodeVerifier: attempt.code_verifier,
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims()!;
  // Providers that keep profile claims out of the ID token (as the spec allows) answer them at userinfo.
  const claims =
    typeof idClaims.email === 'string' && typeof idClaims.email_verified === 'boolean'
      ? idClaims
      : { ...(await client.fetchUserInfo(provider, tokens.access_token, idClaims.sub)), ...idClaims };
  if (typeof claims.email !== 'string' || !claims.email.includes('@'))
    return { unverified: 'no email claim' };
  if (claims.email_verified !== true)
    return { unverified: `email_verified is ${String(claims.email_verified)}` };
  const name = typeof claims.name === 'string' ? claims.name : '';
  return {
    subject: idClaims.sub,
    email: claims.email.trim().toLowerCase(),
    // A name is one line: control characters go.
    name: name
      .replace(/\p{Cc}/gu, ' ')
      .trim()
      .slice(0, 100),
  };
}
