import * as client from 'openid-client';
import { endpoints } from '../../../../src/contract';
import type { ServiceContext } from '../../../context';
import { insertOidcAttempt } from '../../../store/repos/oidc-repo';
import { consoleUrl } from '../../alerts/evaluate';
import { parseInput } from '../../parse-input';
import { hashToken, newToken } from '../start-session';
import { oidcConfigured, providerConfiguration, providerWasUnreachable } from './provider-config';
import { attemptTtlSeconds, explain, ssoRefused, type SsoOutcome } from './sso-outcome';

/** Where the provider sends the browser back: registered at the provider exactly so. */
export const oidcRedirectUri = (ctx: ServiceContext) =>
  `${consoleUrl(ctx)}/api/v1${endpoints.oidcCallback.path}`;

/**
 * The first step of single sign-on: discovers the provider (cached), makes a fresh state, nonce and
 * PKCE verifier (S256), keeps them server-side under a new random browser binding, and answers the
 * provider's authorization URL. The binding goes to the browser as the `relaydesk_oidc` cookie;
 * the verifier never leaves the service.
 */
export async function startOidcSignIn(
  ctx: ServiceContext,
  rawQuery: unknown,
): Promise<SsoOutcome<{ location: string; binding: string }>> {
  if (!oidcConfigured(ctx.config))
    return ssoRefused('sso_not_configured', 'OIDC_ISSUER, OIDC_CLIENT_ID or OIDC_CLIENT_SECRET unset');
  let returnTo: string;
  try {
    returnTo = parseInput(endpoints.oidcStart.query, rawQuery, 'query').return_to ?? '/';
  } catch (error) {
    return ssoRefused('sso_failed', `bad start query: ${(error as Error).message}`);
  }
  let provider: client.Configuration;
  try {
    provider = await providerConfiguration(ctx.config);
  } catch (error) {
    const unreachable = providerWasUnreachable(error);
    return ssoRefused(unreachable ? 'sso_unavailable' : 'sso_failed', `discovery: ${explain(error)}`);
  }
  const attempt = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    code_verifier: client.randomPKCECodeVerifier(),
    return_to: returnTo,
  };
  const binding = newToken();
  await insertOidcAttempt(ctx.db, hashToken(binding), attempt, attemptTtlSeconds);
  const location = client.buildAuthorizationUrl(provider, {
    redirect_uri: oidcRedirectUri(ctx),
    scope: 'openid email profile',
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(attempt.code_verifier),
    code_challenge_method: 'S256',
  });
  return { ok: true, location: location.href, binding };
}
