import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { openApp, signOutAfterEach } from '@/test/open-app';
import { personSession } from '@/test/people';

const server = startMswServer();
const requests = recordRequests(server);
const token = 'inv_0123456789abcdefghij';

/** A service with people whose invitation link is `answer`; accepting signs in as `role`. */
function service(invitation: object, role: 'support' | 'owner' = 'support') {
  const accepted: unknown[] = [];
  server.use(
    http.get(api('/auth/methods'), () => reply(200, ok({ password: true, api_key: true }))),
    http.get(api('/session'), () => reply(401, errorBody('unauthorized', 'Sign in.'))),
    http.post(api('/auth/invitation'), () => reply(200, ok(invitation))),
    http.post(api('/auth/invitation/accept'), async ({ request }) => {
      accepted.push(await request.json());
      return reply(201, ok(personSession(role)));
    }),
    http.get(api('/suppressions'), () => reply(200, ok({ suppressions: [], total: 0 }))),
    http.all(api('/*'), () => reply(404, errorBody('not_found', 'No such route.'))),
  );
  return accepted;
}

const open = (hash: string) => openApp(`/invitation${hash}`);
signOutAfterEach();

describe('the invitation page', () => {
  it('takes the token out of the address bar, says what the invitation is for, and signs in', async () => {
    const accepted = service({
      email: 'sam@example.com',
      role: 'support',
      invited_by: 'Olive Owner',
      expires_at: '2026-12-02T08:00:00.000Z',
    });
    open(`#token=${token}`);
    expect(window.location.href).not.toContain(token);
    expect(await screen.findByRole('heading', { name: 'Join as Support' })).toBeInTheDocument();
    expect(screen.getByText(/Olive Owner invited sam@example.com/)).toBeInTheDocument();
    // The rules, before anything is typed.
    expect(screen.getByText('At least 12 characters, and not a commonly used password.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your name'), 'Sam Support');
    await user.type(screen.getByLabelText('Password'), 'too short');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(screen.getByText('Use at least 12 characters.')).toBeInTheDocument();
    expect(accepted).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), ' but longer now');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(accepted).toEqual([{ token, name: 'Sam Support', password: 'too short but longer now' }]);
    expect(window.location.pathname).not.toBe('/invitation');
    // The token went in request bodies only.
    for (const request of requests) expect(request.url).not.toContain(token);
  });

  it("asks the Owner's link for the address too", async () => {
    const accepted = service(
      { email: null, role: 'owner', invited_by: null, expires_at: '2026-12-02T08:00:00.000Z' },
      'owner',
    );
    open(`#token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Set up the Owner’s account' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your name'), 'Olive');
    await user.type(screen.getByLabelText('Email'), 'olive@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough passphrase');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(accepted).toEqual([
      { token, name: 'Olive', password: 'a long enough passphrase', email: 'olive@example.com' },
    ]);
  });

  it("says so when the link no longer works, in the service's words", async () => {
    service({});
    server.use(
      http.post(api('/auth/invitation'), () =>
        reply(410, errorBody('invitation_expired', 'This invitation has expired.')),
      ),
    );
    open(`#token=${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired.');
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeInTheDocument();
  });

  it('says so when the link has no token', async () => {
    service({});
    open('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has no invitation in it');
  });
});
