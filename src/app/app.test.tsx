import type { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { api, errorBody, reply, startMswServer } from '@/test/msw';
import { App } from './app';
import { AppProviders } from './providers';

const server = startMswServer();
/** A service whose key may read suppressions only. */
const adminOnly = [
  http.get(api('/suppressions'), () =>
    reply(200, { status: 'success', data: { suppressions: [], total: 0 } }),
  ),
  http.all(api('/*'), () => reply(403, errorBody('forbidden', 'This key lacks the stats permission.'))),
];

function renderApp(client: QueryClient = createQueryClient()) {
  render(
    <AppProviders queryClient={client}>
      <App />
    </AppProviders>,
  );
}

afterEach(() => {
  session.signOut();
  window.history.replaceState(null, '', '/');
});

describe('App', () => {
  // Two lazy pages and the shell in one test: more than the default 5 s on a busy machine.
  it(
    'sends an admin-only key from / to the suppressions page and locks stats pages',
    { timeout: 15_000 },
    async () => {
      server.use(...adminOnly);
      session.signIn('rk_admin');
      renderApp();
      expect(await screen.findByRole('heading', { level: 1, name: 'Suppressions' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/suppressions');
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).getByRole('link', { name: 'Suppressions' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Statistics' })).toHaveAttribute(
        'title',
        'needs stats permission',
      );
      expect(within(nav).getByRole('link', { name: 'Webhooks' })).not.toHaveAttribute('title');

      await userEvent.setup().click(within(nav).getByRole('link', { name: 'Statistics' }));
      // The header shows while the page's code loads; the notice once it has.
      expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
      expect(
        await screen.findByText('This page needs the stats permission. Your API key has: admin.'),
      ).toBeInTheDocument();
    },
  );

  it('ends a session whose key holds only send (a sign-in link), and the connect screen says why', async () => {
    server.use(
      http.get(api('/keys/current'), () =>
        reply(200, { status: 'success', data: { key: { id: 9, name: 'Mailer', permissions: ['send'] } } }),
      ),
    );
    session.signIn('rk_mailer');
    renderApp();
    expect(await screen.findByRole('alert')).toHaveTextContent('This key can only send messages');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(session.getApiKey()).toBeNull();
  });

  it('returns to the connect screen when the key stops being accepted', async () => {
    server.use(
      http.all(api('/*'), () => reply(401, errorBody('unauthorized', 'Missing or invalid API key.'))),
    );
    window.history.replaceState(null, '', '/webhooks');
    session.signIn('rk_revoked');
    renderApp();
    expect(await screen.findByRole('alert')).toHaveTextContent('This key was not accepted');
    // Says why a working key can stop working, and where a new one comes from.
    expect(screen.getByRole('alert')).toHaveTextContent('the service restarted with a new store');
    expect(screen.getByRole('alert')).toHaveTextContent('on the API keys page');
    expect(screen.getByLabelText('API key')).toBeInTheDocument();
    expect(session.getApiKey()).toBeNull();
    expect(window.location.pathname).toBe('/webhooks');
  });

  it('signs out from the sidebar', async () => {
    server.use(...adminOnly);
    session.signIn('rk_admin');
    window.history.replaceState(null, '', '/webhooks');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument());
    expect(session.getApiKey()).toBeNull();
    expect(window.location.pathname).toBe('/');
  });
});
