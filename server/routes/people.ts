import type { Context } from 'hono';
import { endpoints } from '../../src/contract';
import type { AppEnv, App } from '../http/app-env';
import { ApiError } from '../http/api-error';
import type { Principal } from '../http/auth';
import { clientAddress, route, routeToService } from '../http/route';
import { setSessionCookie } from '../http/session-cookie';
import { relayMailer } from '../delivery/people-email-relay';
import type { Logger } from '../logger';
import { acceptInvitation, readInvitation } from '../services/people/accept-invitation';
import { invitePerson, resendInvitation } from '../services/people/invite';
import type { Client } from '../services/people/new-session';
import { listPeople, removePerson, updatePerson } from '../services/people/people-admin';
import { completePasswordReset, requestPasswordReset } from '../services/people/password-reset';
import { getSignInSettings, updateSignInSettings } from '../services/people/sign-in-settings';
import type { StartedSession } from '../services/people/start-session';
import { LinkInvalid } from '../services/errors';
import type { RouteDeps } from './deps';

/** The person behind a request; people endpoints are for people only (route() refuses keys). */
function asker(principal: Principal) {
  if (!principal.person)
    throw new ApiError(403, 'forbidden', 'Only a signed-in person may do this: an API key cannot.');
  return principal.person;
}

const client = (c: Context<AppEnv>): Client => ({
  userAgent: c.req.header('user-agent') ?? '',
  ip: clientAddress(c),
  requestId: c.get('requestId'),
});

/** A link's flow ends signed in: the session's cookie goes out with its answer. */
const signedIn = <D>(c: Context<AppEnv>, deps: RouteDeps, result: { session: StartedSession; data: D }) => {
  setSessionCookie(c, deps.config, result.session);
  return result.data;
};

/**
 * A link that does not work spends a token of the client address's budget for failed credentials,
 * as a wrong key does: guessing a link is hopeless, a flood of guesses is still load (then 429).
 */
const spendingOnBadLinks =
  (c: Context<AppEnv>, deps: RouteDeps) =>
  async <T>(work: Promise<T>) => {
    try {
      return await work;
    } catch (error) {
      if (error instanceof LinkInvalid) await deps.failedAuthLimiter.take(`ip:${clientAddress(c)}`);
      throw error;
    }
  };

/**
 * People (issue 55): the Owner's list, invitations, roles and removals; the public ends of the
 * invitation and reset links; the sign-in settings.
 */
export function peopleRoutes(app: App, routeDeps: RouteDeps, log: Logger) {
  const deps = { ...routeDeps, relayMail: relayMailer(routeDeps.config) };

  route(app, deps, endpoints.listPeople, () => listPeople(deps));
  routeToService(app, deps, endpoints.invitePerson, ({ body, principal, actor }) =>
    invitePerson(deps, actor, asker(principal), body),
  );
  routeToService(app, deps, endpoints.updatePerson, ({ body, params, principal, actor }) =>
    updatePerson(deps, actor, asker(principal), params.id, body),
  );
  route(app, deps, endpoints.removePerson, ({ params, principal, actor }) =>
    removePerson(deps, actor, asker(principal), params.id),
  );
  route(app, deps, endpoints.resendInvitation, ({ params, principal, actor }) =>
    resendInvitation(deps, actor, asker(principal), params.id),
  );

  routeToService(app, deps, endpoints.readInvitation, ({ body, c }) =>
    spendingOnBadLinks(c, deps)(readInvitation(deps, body)),
  );
  routeToService(app, deps, endpoints.acceptInvitation, async ({ body, c }) =>
    signedIn(c, deps, await spendingOnBadLinks(c, deps)(acceptInvitation(deps, body, client(c)))),
  );
  routeToService(app, deps, endpoints.requestPasswordReset, async ({ body }) => {
    // Answered before the work is done: the same answer, as fast, whoever the address is.
    requestPasswordReset(deps, body).done.catch((error: unknown) =>
      log.error('password reset email failed', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    return { ok: true as const };
  });
  routeToService(app, deps, endpoints.completePasswordReset, async ({ body, c }) =>
    signedIn(c, deps, await spendingOnBadLinks(c, deps)(completePasswordReset(deps, body, client(c)))),
  );

  route(app, deps, endpoints.getSignInSettings, () => getSignInSettings(deps));
  routeToService(app, deps, endpoints.updateSignInSettings, ({ body, actor }) =>
    updateSignInSettings(deps, actor, body),
  );
}
