import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { api, errorBody, ok, reply, startMswServer } from '@/test/msw';
import { openApp, signOutAfterEach } from '@/test/open-app';
import { personSession } from '@/test/people';

const server = startMswServer();
const token = 'rst_0123456789abcdefghij';

function service() {
  const asked: unknown[] = [];
  server.use(
    http.get(api('/auth/methods'), () => reply(200, ok({ password: true, api_key: false }))),
    http.get(api('/session'), () => reply(401, errorBody('unauthorized', 'Sign in.'))),
    http.post(api('/auth/password-reset'), async ({ request }) => {
      asked.push(await request.json());
      return reply(202, ok({ ok: true }));
    }),
    http.post(api('/auth/password-reset/complete'), async ({ request }) => {
      asked.push(await request.json());
      return reply(201, ok(personSession('viewer')));
    }),
    http.all(api('/*'), () => reply(404, errorBody('not_found', 'No such route.'))),
  );
  return asked;
}

const open = openApp;
signOutAfterEach();

describe('the password reset pages', () => {
  it('answers every address alike', async () => {
    const asked = service();
    open('/reset-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'who@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/we sent a link/)).toHaveTextContent(
      'If that address has an account, we sent a link.',
    );
    expect(asked).toEqual([{ email: 'who@example.com' }]);
  });

  it('is reached from the sign-in page', async () => {
    service();
    open('/sign-in');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('sets a new password from the link, its token out of the address bar at once, and signs in', async () => {
    const asked = service();
    open(`/reset-password#token=${token}`);
    expect(window.location.href).not.toContain(token);
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    const user = userEvent.setup();
    await user.type(password, 'my new long password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(asked).toEqual([{ token, password: 'my new long password' }]);
    expect(session.getPerson()?.person.role).toBe('viewer');
  });
});
