import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SignInMethodsData } from '@/contract/people';
import { session } from '@/lib/session';
import { api, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { openApp, signOutAfterEach } from '@/test/open-app';
import { personSession } from '@/test/people';

const server = startMswServer();
const requests = recordRequests(server);
const support = personSession('support');

/** A service with people: how they sign in, nobody signed in yet, and a webhooks page to land on. */
function service(methods: SignInMethodsData) {
  server.use(
    http.get(api('/auth/methods'), () => reply(200, ok(methods))),
    http.get(api('/session'), () => reply(401, errorBody('unauthorized', 'Sign in.'))),
    http.get(api('/suppressions'), () => reply(200, ok({ suppressions: [], total: 0 }))),
    http.all(api('/*'), () => reply(404, errorBody('not_found', 'No such route.'))),
  );
}

const open = openApp;
signOutAfterEach();

describe('the sign-in page', () => {
  it('shows the API-key connect screen, as before, on a service without people', async () => {
    server.use(http.all(api('/*'), () => reply(404, errorBody('not_found', 'No such route.'))));
    open('/webhooks');
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    // At the address that was opened, as before.
    expect(window.location.pathname).toBe('/webhooks');
  });

  it('offers email and password, the reset link and an API key, but no single sign-on it lacks', async () => {
    service({ password: true, api_key: true });
    open('/');
    const email = await screen.findByLabelText('Email');
    expect(window.location.pathname).toBe('/sign-in');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Use an API key instead' }));
    expect(await screen.findByLabelText('API key')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with your email instead' })).toBeInTheDocument();
  });

  it('offers only single sign-on where that is all, coming back to the page that was opened', async () => {
    service({ password: false, oidc: { label: 'Acme Login' }, api_key: false });
    open('/suppressions?q=ann');
    const sso = await screen.findByRole('link', { name: 'Sign in with Acme Login' });
    expect(sso).toHaveAttribute(
      'href',
      `/api/v1/auth/oidc/start?return_to=${encodeURIComponent('/suppressions?q=ann')}`,
    );
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Use an API key instead' })).not.toBeInTheDocument();
  });

  it("says why single sign-on sent the person back, in the contract's sentence", async () => {
    service({ password: true, oidc: { label: 'Acme Login' }, api_key: false });
    open('/sign-in?error=sso_not_invited');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No one with that email address may sign in here',
    );
  });

  it('signs in with a password and a second factor, then opens the page it came from', async () => {
    service({ password: true, api_key: false });
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/session'), async ({ request }) => {
        const body = (await request.json()) as { password: string; code?: string };
        bodies.push(body);
        if (body.password !== 'correct horse battery')
          return reply(
            401,
            errorBody('invalid_credentials', "That email and password don't match an account."),
          );
        if (!body.code) return reply(401, errorBody('second_factor_required', 'Enter your code.'));
        return reply(201, ok(support));
      }),
    );
    open('/suppressions');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'support@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "That email and password don't match an account.",
    );
    expect(session.getPerson()).toBeNull();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Suppressions' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/suppressions');
    expect(bodies.at(-1)).toEqual({
      email: 'support@example.com',
      password: 'correct horse battery',
      code: '123456',
    });
    expect(session.getCsrfToken()).toBe(support.csrf_token);
  });

  it('asks for what is missing without asking the service', async () => {
    service({ password: true, api_key: false });
    open('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('opens the shell at once when the service already holds a session (a reload, another tab)', async () => {
    server.use(
      http.get(api('/auth/methods'), () => reply(200, ok({ password: true, api_key: true }))),
      http.get(api('/session'), () => reply(200, ok(support))),
      http.get(api('/suppressions'), () => reply(200, ok({ suppressions: [], total: 0 }))),
      http.all(api('/*'), () => reply(404, errorBody('not_found', 'No such route.'))),
    );
    open('/suppressions');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Suppressions' })).toHaveAttribute('aria-current', 'page');
    expect(session.getPerson()?.person.email).toBe('support@example.com');
  });
});
