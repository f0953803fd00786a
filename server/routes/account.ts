import { endpoints } from '../../src/contract';
import { ApiError } from '../http/api-error';
import type { App } from '../http/app-env';
import type { Principal, SignedInPerson } from '../http/auth';
import { route, routeToService } from '../http/route';
import { clearSessionCookie } from '../http/session-cookie';
import {
  changePassword,
  listMySessions,
  revokeMyOtherSessions,
  revokeMySession,
} from '../services/people/account';
import {
  listPersonSessions,
  resetPersonTotp,
  revokePersonSessions,
} from '../services/people/person-sessions';
import {
  beginTotpEnrollment,
  confirmTotpEnrollment,
  regenerateRecoveryCodes,
  removeTotp,
} from '../services/people/totp-enrollment';
import type { AuditActor } from '../store/repos/audit-repo';
import type { RouteDeps } from './deps';

/**
 * The signed-in person behind the request. Every endpoint here is a person's (`permission:
 * 'person'`): route() refuses keys before a handler runs, so this only guards the type.
 */
function me(principal: Principal, actor?: AuditActor): SignedInPerson & { actor?: AuditActor } {
  if (!principal.person) {
    throw new ApiError(403, 'forbidden', 'Only a signed-in person may do this: an API key cannot.');
  }
  return actor ? { ...principal.person, actor } : principal.person;
}

/** My account (password, second factor, sessions), and an Owner's hand on a person's sign-in. */
export function accountRoutes(app: App, deps: RouteDeps) {
  routeToService(app, deps, endpoints.changePassword, ({ principal, actor, body }) =>
    changePassword(deps, me(principal, actor), body),
  );

  route(app, deps, endpoints.beginTotpEnrollment, ({ principal }) =>
    beginTotpEnrollment(deps, me(principal)),
  );
  routeToService(app, deps, endpoints.confirmTotpEnrollment, ({ principal, actor, body }) =>
    confirmTotpEnrollment(deps, me(principal, actor), body),
  );
  routeToService(app, deps, endpoints.removeTotp, ({ principal, actor, body }) =>
    removeTotp(deps, me(principal, actor), body),
  );
  routeToService(app, deps, endpoints.regenerateRecoveryCodes, ({ principal, body }) =>
    regenerateRecoveryCodes(deps, me(principal), body),
  );

  route(app, deps, endpoints.listMySessions, ({ principal }) => listMySessions(deps, me(principal)));
  route(app, deps, endpoints.revokeMySession, async ({ principal, params, c }) => {
    const person = me(principal);
    const answer = await revokeMySession(deps, person, params.id);
    // Ending the session this request came from is signing out: the browser forgets it too.
    if (params.id === person.sessionId) clearSessionCookie(c, deps.config);
    return answer;
  });
  route(app, deps, endpoints.revokeMyOtherSessions, ({ principal }) =>
    revokeMyOtherSessions(deps, me(principal)),
  );

  route(app, deps, endpoints.listPersonSessions, ({ principal, params }) =>
    listPersonSessions(deps, me(principal), params.id),
  );
  route(app, deps, endpoints.revokePersonSessions, ({ actor, params }) =>
    revokePersonSessions(deps, actor, params.id),
  );
  route(app, deps, endpoints.resetPersonTotp, ({ principal, actor, params }) =>
    resetPersonTotp(deps, actor, me(principal), params.id),
  );
}
