import { http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import {
  endpoints,
  keyPowers,
  roleTable,
  type Person,
  type SessionData,
  type SessionInfo,
  type SignInSettings,
} from '@/contract';
import type { KeyPermissions } from '@/lib/permissions';
import { session } from '@/lib/session';
import { api, ok, reply } from '@/test/msw';

const at = '2026-11-25T18:00:00.000Z';

export const person = (id: number, over: Partial<Person> = {}): Person => ({
  id,
  email: `p${id}@example.test`,
  name: `Person ${id}`,
  role: 'viewer',
  state: 'active',
  totp_enabled: false,
  sso: false,
  created_at: at,
  last_seen_at: at,
  ...over,
});

export const ana = person(1, {
  name: 'Ana Lima',
  email: 'ana@example.test',
  role: 'owner',
  totp_enabled: true,
});
export const bo = person(2, { name: 'Bo Chen', email: 'bo@example.test', role: 'support' });
export const invited = person(3, {
  name: '',
  email: 'cy@example.test',
  role: 'developer',
  state: 'invited',
  last_seen_at: null,
  invitation_expires_at: '2099-01-01T00:00:00.000Z',
});

/** The answer of `GET /session` for `who`, with their role's powers. */
export const sessionOf = (who: Person, over: Partial<SessionData> = {}): SessionData => ({
  person: who,
  powers: [...roleTable[who.role].powers],
  csrf_token: 'csrf-test',
  session: {
    id: '7d0c3c1e-1f2a-4b3c-8d4e-5f6a7b8c9d01',
    created_at: at,
    idle_expires_at: '2099-01-01T00:00:00.000Z',
    expires_at: '2099-01-01T00:00:00.000Z',
  },
  must_set_up_totp: false,
  ...over,
});

export const sessions: SessionInfo[] = [
  {
    id: '7d0c3c1e-1f2a-4b3c-8d4e-5f6a7b8c9d01',
    created_at: at,
    last_seen_at: at,
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
    ip: '192.0.2.1',
    method: 'password',
    current: true,
  },
  {
    id: '7d0c3c1e-1f2a-4b3c-8d4e-5f6a7b8c9d02',
    created_at: at,
    last_seen_at: at,
    user_agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ip: '198.51.100.7',
    method: 'oidc',
    current: false,
  },
];

export const settings: SignInSettings = {
  require_totp: false,
  oidc_allowed_domains: [],
  session_idle_minutes: 480,
  session_absolute_minutes: 10080,
};

/** The key the tests sign in with (the client sends it; the session's answer says who the caller is). */
export const adminKey: KeyPermissions = {
  admin: true,
  stats: true,
  send: true,
  name: 'ops',
  powers: [...keyPowers(endpoints, ['admin', 'stats', 'send'])],
};

/**
 * A service with people, this tab signed in as `who` (its session store, as sign-in leaves it), listing
 * `people`; `null`: a key signed in, no person.
 */
export function serveAs(server: SetupServerApi, who: Person | null, people: Person[] = [ana, bo, invited]) {
  // A key a test before signed in would keep the person out (a key in use is never replaced silently).
  session.signOut();
  if (who) session.signInAsPerson(sessionOf(who));
  server.use(
    http.get(api('/session'), () =>
      who
        ? reply(200, ok(sessionOf(who)))
        : reply(403, { status: 'error', error: { code: 'forbidden', message: 'People only.' } }),
    ),
    http.get(api('/people'), () => reply(200, ok({ people }))),
    http.get(api('/sign-in-settings'), () => reply(200, ok(settings))),
    http.get(api('/account/sessions'), () => reply(200, ok({ sessions }))),
    http.get(api('/people/:id/sessions'), () => reply(200, ok({ sessions }))),
  );
}
