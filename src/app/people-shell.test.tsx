import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { csrfHeaderName } from '@/contract/people';
import { roles, type Role } from '@/contract/role-names';
import { roleTable } from '@/contract/roles';
import { session } from '@/lib/session';
import { api, apiPath, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { openApp, signOutAfterEach } from '@/test/open-app';
import { personSession } from '@/test/people';
import { navItems } from './nav-items';

const server = startMswServer();
const requests = recordRequests(server);

/** A service with people, where `role` is signed in; its lists are empty. */
function serviceFor(role: Role, overrides = {}) {
  const signedIn = personSession(role, overrides);
  server.use(
    http.get(api('/auth/methods'), () => reply(200, ok({ password: true, api_key: true }))),
    http.get(api('/session'), () => reply(200, ok(signedIn))),
    http.delete(api('/session'), () => reply(200, ok({ ok: true }))),
    http.get(api('/suppressions'), () => reply(200, ok({ suppressions: [], total: 0 }))),
    http.get(api('/webhooks'), () => reply(200, ok({ webhooks: [] }))),
    http.get(api('/keys'), () => reply(200, ok({ keys: [] }))),
    http.all(api('/*'), () => reply(404, errorBody('not_found', 'No such route.'))),
  );
  session.signInAsPerson(signedIn);
  return signedIn;
}

const open = openApp;
signOutAfterEach();

describe("a person's shell", () => {
  it.each(roles)(
    'locks exactly the pages the %s role has no power for',
    { timeout: 15_000 },
    async (role) => {
      serviceFor(role);
      open('/suppressions');
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      const powers = new Set(roleTable[role].powers);
      for (const item of navItems) {
        const link = within(nav).getByRole('link', { name: item.label });
        if (powers.has(item.power))
          expect(link, item.label).not.toHaveAttribute('title', 'not part of your role');
        else expect(link, item.label).toHaveAttribute('title', 'not part of your role');
      }
    },
  );

  it('says a page is not part of the role, naming it, and never asks the service for it', async () => {
    serviceFor('support');
    open('/webhooks');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
    expect(screen.getByText(/This page is not part of the Support role/)).toBeInTheDocument();
    expect(requests.map(apiPath)).not.toContain('/webhooks');
  });

  it('hides the writes the role lacks: a Viewer reads the suppression list but cannot add or remove', async () => {
    serviceFor('viewer');
    open('/suppressions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suppressions' })).toBeInTheDocument();
    expect(await screen.findByText('No suppressed addresses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add suppression' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
  });

  it('offers the writes the role has: Support adds suppressions', async () => {
    serviceFor('support');
    open('/suppressions');
    expect(await screen.findByText('No suppressed addresses')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add suppression' }).length).toBeGreaterThan(0);
  });

  it('offers creating keys to a Developer', async () => {
    serviceFor('developer');
    open('/keys');
    expect(await screen.findByRole('button', { name: 'Create key' })).toBeInTheDocument();
  });

  it('hides creating and revoking keys from a role that may only read them', async () => {
    // No role reads keys without managing them: a key-reading role stripped of keys.manage stands in.
    serviceFor('developer', { powers: roleTable.developer.powers.filter((p) => p !== 'keys.manage') });
    open('/keys');
    expect(await screen.findByRole('heading', { level: 1, name: 'API keys' })).toBeInTheDocument();
    // The list has arrived (the button would show with it).
    await waitFor(() => expect(requests.map(apiPath)).toContain('/keys'));
    await waitFor(() => expect(screen.queryByText('Loading keys…')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Create key' })).not.toBeInTheDocument();
  });

  it('signs out at the service, with the CSRF token, and shows the sign-in page', async () => {
    const signedIn = serviceFor('admin');
    open('/suppressions');
    await screen.findByRole('heading', { level: 1, name: 'Suppressions' });
    // The service forgets the session once it is ended.
    server.use(http.get(api('/session'), () => reply(401, errorBody('unauthorized', 'Sign in.'))));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    const signOut = requests.find((r) => r.method === 'DELETE' && apiPath(r) === '/session');
    expect(signOut?.headers.get(csrfHeaderName)).toBe(signedIn.csrf_token);
    expect(session.getPerson()).toBeNull();
    expect(window.location.pathname).toBe('/sign-in');
  });

  it('a session the service ended (401) goes to the sign-in page, which says so and keeps the page', async () => {
    serviceFor('admin');
    server.use(
      http.get(api('/suppressions'), () => reply(401, errorBody('unauthorized', 'Sign in again.'))),
      http.get(api('/session'), () => reply(401, errorBody('unauthorized', 'Sign in.'))),
    );
    open('/suppressions?q=ann');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session ended');
    expect(window.location.pathname).toBe('/sign-in');
    expect(session.peekReturnTo()).toBe('/suppressions?q=ann');
  });

  it('sends a person who must set up a second factor to My account', async () => {
    serviceFor('support', { must_set_up_totp: true });
    open('/suppressions');
    await waitFor(() => expect(window.location.pathname).toBe('/account'));
    expect(requests.map(apiPath)).not.toContain('/suppressions');
  });

  it('shows who is signed in and their role', async () => {
    serviceFor('developer');
    open('/keys');
    expect(await screen.findByText('Pat Developer')).toBeInTheDocument();
    expect(screen.getByText('Developer')).toBeInTheDocument();
  });
});
