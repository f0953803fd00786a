import * as client from 'openid-client';
import type { Config } from '../../../config';

/*
 * Single sign-on with any OpenID Connect provider (Okta, Entra ID, Google, Keycloak, Authentik…).
 * At the provider: a confidential web client, authorization code flow with PKCE (S256), scopes
 * `openid email profile`, redirect URI `<PUBLIC_URL or http://HOST:PORT>/api/v1/auth/oidc/callback`
 * exactly, client authentication client_secret_basic (client_secret_post when the provider offers
 * only that). Here: OIDC_ISSUER (the issuer URL; discovery at `/.well-known/openid-configuration`,
 * https except on loopback), OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_LABEL (the button), and
 * OIDC_ALLOWED_DOMAINS (addresses there may join as Viewers without an invitation; exact domains).
 * A person is matched by a verified email (`email_verified: true`, from the ID token or userinfo).
 */
type OidcSettings = Pick<Config, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET'>;

/** Single sign-on is offered when the provider's issuer and this service's client id and secret are set. */
export const oidcConfigured = (config: OidcSettings) =>
  Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET);

/** The provider did not answer (refused, timed out, 5xx): "unavailable", not "you may not sign in". */
export class ProviderUnreachable extends Error {}

/** Every request to the provider: a network failure or a 5xx becomes ProviderUnreachable. */
const providerFetch: client.CustomFetch = async (url, options) => {
  let res: Response;
  try {
    res = await fetch(url, options as RequestInit);
  } catch (error) {
    throw new ProviderUnreachable(`no answer from ${new URL(url).origin}`, { cause: error });
  }
  if (res.status >= 500) throw new ProviderUnreachable(`${new URL(url).origin} answered ${res.status}`);
  return res;
};

/** Whether a failure (however openid-client wrapped it) was the provider being away. */
export const providerWasUnreachable = (error: unknown): boolean =>
  error instanceof ProviderUnreachable ||
  (error instanceof Error && error.cause !== undefined && providerWasUnreachable(error.cause)) ||
  (error instanceof client.ClientError && (error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT'));

/** Plain http only to a provider on this machine (tests, a local provider); https everywhere else. */
const onLoopback = (url: URL) =>
  url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);

/**
 * The client's secret goes in the Authorization header (client_secret_basic, OpenID Connect's
 * default), or in the form when the provider says it takes only that (client_secret_post).
 */
const clientAuth =
  (secret: string): client.ClientAuth =>
  (as, c, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const basic = !methods || methods.includes('client_secret_basic');
    return (basic ? client.ClientSecretBasic(secret) : client.ClientSecretPost(secret))(as, c, body, headers);
  };

const discoveryTtlMs = 60 * 60_000;
/** One discovery per service configuration and hour; a failed one is not kept (the next try asks again). */
const discovered = new WeakMap<OidcSettings, { at: number; config: Promise<client.Configuration> }>();

/**
 * The provider's metadata (discovery) and this service's client at it. The ID token's keys are
 * fetched by openid-client when first needed and again when the provider rotates them.
 */
export function providerConfiguration(config: OidcSettings): Promise<client.Configuration> {
  const cached = discovered.get(config);
  if (cached && Date.now() - cached.at < discoveryTtlMs) return cached.config;
  const issuer = new URL(config.OIDC_ISSUER!);
  const pending = client.discovery(
    issuer,
    config.OIDC_CLIENT_ID!,
    undefined,
    clientAuth(config.OIDC_CLIENT_SECRET!),
    {
      [client.customFetch]: providerFetch,
      timeout: 10,
      execute: issuer.protocol === 'http:' && onLoopback(issuer) ? [client.allowInsecureRequests] : [],
    },
  );
  discovered.set(config, { at: Date.now(), config: pending });
  pending.catch(() => {
    if (discovered.get(config)?.config === pending) discovered.delete(config);
  });
  return pending;
}
