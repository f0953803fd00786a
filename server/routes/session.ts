import { getCookie } from 'hono/cookie';
import { endpoints, sessionCookieName } from '../../src/contract';
import type { App } from '../http/app-env';
import { ApiError } from '../http/api-error';
import { clientAddress, route, routeToService } from '../http/route';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie';
import { sessionData } from '../services/people/session-data';
import { signIn } from '../services/people/sign-in';
import { findPerson } from '../store/repos/people-repo';
import { revokeSession } from '../store/repos/sessions-repo';
import type { RouteDeps } from './deps';

/** Signing in and out with email and password, the current session, and how this service signs people in. */
export function sessionRoutes(app: App, deps: RouteDeps) {
  const { config } = deps;

  route(app, deps, endpoints.signInMethods, async () => ({
    password: true,
    ...(config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? { oidc: { label: config.OIDC_LABEL } }
      : {}),
    api_key: true,
  }));

  routeToService(app, deps, endpoints.signIn, async ({ body, c }) => {
    const { started, data } = await signIn(deps, {
      body,
      ip: clientAddress(c),
      userAgent: c.req.header('user-agent') ?? '',
      previousToken: getCookie(c, sessionCookieName),
    });
    setSessionCookie(c, config, started);
    return data;
  });

  route(app, deps, endpoints.currentSession, async ({ principal }) => {
    const signedIn = principal.person!;
    const person = await findPerson(deps.db, signedIn.id);
    if (!person) throw new ApiError(401, 'unauthorized', 'Your session has ended. Sign in again.');
    return sessionData(
      person,
      { id: signedIn.sessionId, csrfToken: signedIn.csrfToken, ...signedIn.session },
      config,
      signedIn.mustSetUpTotp,
    );
  });

  route(app, deps, endpoints.signOut, async ({ principal, c }) => {
    await revokeSession(deps.db, { id: principal.person!.sessionId });
    clearSessionCookie(c, config);
    return { ok: true as const };
  });
}
