import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { endpoints, type SsoErrorCode } from '../../src/contract';
import { ApiError } from '../http/api-error';
import type { App, AppEnv } from '../http/app-env';
import { rateLimiterFor } from '../http/rate-limit';
import { clientAddress, honoPath } from '../http/route';
import { reachedOverHttps, setSessionCookie } from '../http/session-cookie';
import { finishOidcSignIn } from '../services/people/oidc/finish-oidc';
import { startOidcSignIn } from '../services/people/oidc/start-oidc';
import { attemptTtlSeconds } from '../services/people/oidc/sso-outcome';
import type { RouteDeps } from './deps';

/**
 * Which single sign-on attempt a browser started (a random value; the attempt itself stays in the
 * service). Sent only to these two routes, httpOnly, and SameSite=Lax: the provider's redirect back
 * is a top-level GET, which Lax lets it ride on.
 */
const attemptCookie = 'relaydesk_oidc';
const attemptCookiePath = `/api/v1${endpoints.oidcStart.path.replace(/\/start$/, '')}`;

/** The dashboard's sign-in page, which explains each of the contract's `ssoErrorCodes`. */
const signInPage = '/sign-in';

/**
 * Single sign-on's two browser navigations, answered with 303 redirects (never the JSON envelope):
 * to the provider, then back to the dashboard signed in, or to the sign-in page with an error code.
 * Public: no key, no session; they are registered here rather than through route(), which answers
 * JSON for callers that authenticate.
 */
export function oidcRoutes(app: App, deps: RouteDeps) {
  const secure = (c: Context<AppEnv>) => reachedOverHttps(c, deps.config);
  // The browser learns only the code; the operator's log says why (never a code, token or secret).
  const refuse = (c: Context<AppEnv>, { error, reason }: { error: SsoErrorCode; reason: string }) => {
    deps.log?.info('single sign-on refused', { request_id: c.get('requestId'), error, reason });
    return c.redirect(`${signInPage}?${new URLSearchParams({ error })}`, 303);
  };

  // Each start keeps a row for ten minutes: an address may start 60 at once, then one a second.
  const starts = rateLimiterFor(deps.db, { ratePerSecond: 1, burst: 60 }, 'sso-start');
  const overBudget = (c: Context<AppEnv>) =>
    starts.take(`ip:${clientAddress(c)}`).then(
      () => false,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 429) return true;
        throw error;
      },
    );

  app.get(honoPath(endpoints.oidcStart.path), async (c) => {
    if (await overBudget(c))
      return refuse(c, { error: 'sso_too_many', reason: 'the address spent its start budget' });
    const outcome = await startOidcSignIn(deps, c.req.query());
    if (!outcome.ok) return refuse(c, outcome);
    setCookie(c, attemptCookie, outcome.binding, {
      path: attemptCookiePath,
      httpOnly: true,
      sameSite: 'Lax',
      secure: secure(c),
      maxAge: attemptTtlSeconds,
    });
    return c.redirect(outcome.location, 303);
  });

  app.get(honoPath(endpoints.oidcCallback.path), async (c) => {
    const outcome = await finishOidcSignIn(deps, {
      query: c.req.query(),
      binding: getCookie(c, attemptCookie),
      userAgent: c.req.header('user-agent') ?? '',
      ip: clientAddress(c),
      requestId: c.get('requestId'),
    });
    deleteCookie(c, attemptCookie, { path: attemptCookiePath, secure: secure(c) });
    if (!outcome.ok) return refuse(c, outcome);
    setSessionCookie(c, deps.config, outcome.session);
    return c.redirect(outcome.location, 303);
  });
}
