import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCapabilities } from '@/lib/capabilities';
import { api, apiPath, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { adminKey, ana, bo, serveAs, sessionOf } from '../../test/fixtures';
import { AccountPage } from './account-page';

const server = startMswServer();
const requests = recordRequests(server);
const writes = () => requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${apiPath(r)}`);

beforeEach(() => forgetCapabilities());

/** As the person `serveAs` signed in, or with the admin key when it served none. */
const open = () =>
  renderWithProviders(<AccountPage />, {
    url: '/account',
    ...(session.getPerson() ? {} : { permissions: adminKey }),
  });
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-${String(i).padStart(4, '0')}`);
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DP';

describe('My account', () => {
  it('shows who you are and your role in words', async () => {
    serveAs(server, bo);
    open();
    const you = await screen.findByRole('region', { name: 'You' });
    expect(you).toHaveTextContent('Bo Chen');
    expect(you).toHaveTextContent('bo@example.test');
    expect(you).toHaveTextContent('Support');
    expect(you).toHaveTextContent('adds and removes suppressions');
  });

  it('says a key has no account', async () => {
    serveAs(server, null);
    open();
    expect(await screen.findByText('Signed in with an API key')).toBeInTheDocument();
  });

  it('lists your sessions, this one marked, ends another and signs out everywhere else', async () => {
    serveAs(server, bo);
    server.use(
      http.delete(api('/account/sessions/:id'), () => reply(200, ok({ ok: true }))),
      http.post(api('/account/sessions/revoke-others'), () => reply(200, ok({ ok: true }))),
    );
    open();
    const user = userEvent.setup();
    const region = await screen.findByRole('region', { name: 'Sessions' });
    const mine = (await within(region).findByRole('rowheader', { name: /Firefox on Linux/ })).closest('tr')!;
    expect(mine).toHaveTextContent('This session');
    expect(within(mine).queryByRole('button')).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'End the session of Safari on iOS' }));
    await waitFor(() =>
      expect(writes()).toEqual(['DELETE /account/sessions/7d0c3c1e-1f2a-4b3c-8d4e-5f6a7b8c9d02']),
    );
    await user.click(within(region).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        'DELETE /account/sessions/7d0c3c1e-1f2a-4b3c-8d4e-5f6a7b8c9d02',
        'POST /account/sessions/revoke-others',
      ]),
    );
  });
});

describe('Changing the password', () => {
  it('checks the length first, then shows the service’s refusal of a common password', async () => {
    serveAs(server, bo);
    server.use(
      http.post(api('/account/password'), () =>
        reply(
          400,
          errorBody('invalid_request', 'Invalid request.', [
            { field: 'new_password', message: 'is one of the most commonly used passwords' },
          ]),
        ),
      ),
    );
    open();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old password here');
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
      /at least 12 characters/i,
    );
    expect(writes()).toEqual([]);
    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'password1234');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(/commonly used/),
    );
    expect(writes()).toEqual(['POST /account/password']);
  });

  it('changes it and says the other sessions ended', async () => {
    serveAs(server, bo);
    let sent: unknown;
    server.use(
      http.post(api('/account/password'), async ({ request }) => {
        sent = await request.json();
        return reply(200, ok({ ok: true }));
      }),
    );
    open();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old password here');
    await user.type(within(form).getByLabelText('New password'), 'a long new passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your other sessions have ended/)).toBeInTheDocument();
    expect(sent).toEqual({ current_password: 'old password here', new_password: 'a long new passphrase' });
    expect(within(form).getByLabelText('New password')).toHaveValue('');
  });
});

describe('Setting up a second factor', () => {
  /** The service's enrollment: a wrong first code refused, the right one answers the recovery codes. */
  function serveEnrollment() {
    let enabled = false;
    server.use(
      http.get(api('/session'), () => reply(200, ok(sessionOf({ ...bo, totp_enabled: enabled })))),
      http.post(api('/account/totp'), () =>
        reply(
          201,
          ok({ secret, otpauth_uri: `otpauth://totp/Relaydesk:bo%40example.test?secret=${secret}` }),
        ),
      ),
      http.post(api('/account/totp/confirm'), async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== '123456')
          return reply(400, errorBody('invalid_code', 'That code is not right. Try the newest one.'));
        enabled = true;
        return reply(200, ok({ recovery_codes: recoveryCodes }));
      }),
    );
  }

  it('shows the QR code and the key, takes a first code, then the recovery codes until they are saved', async () => {
    serveAs(server, bo);
    serveEnrollment();
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up a second factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up a second factor' });
    expect(await within(dialog).findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(within(dialog).getByLabelText('Secret key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(within(dialog).getByLabelText('Code from your app')).toHaveAccessibleDescription(/Enter the code/);
    await user.type(within(dialog).getByLabelText('Code from your app'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(dialog).findByText('That code is not right. Try the newest one.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Code from your app'));
    await user.type(within(dialog).getByLabelText('Code from your app'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const done = await screen.findByRole('dialog', { name: 'Your second factor is on' });
    const list = within(done).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(recoveryCodes);
    expect(within(done).getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    const finish = within(done).getByRole('button', { name: 'Done' });
    expect(finish).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(done).toBeInTheDocument();
    await user.click(within(done).getByRole('checkbox', { name: 'I have saved them' }));
    await user.click(finish);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Make new recovery codes' })).toBeInTheDocument();
    expect(writes()).toEqual([
      'POST /account/totp',
      'POST /account/totp/confirm',
      'POST /account/totp/confirm',
    ]);
  });

  it('opens on the setup and says why when the Owner requires a second factor', async () => {
    serveAs(server, bo);
    serveEnrollment();
    // The session as signing in left it when the Owner requires a second factor.
    session.signInAsPerson(sessionOf(bo, { must_set_up_totp: true }));
    server.use(http.get(api('/session'), () => reply(200, ok(sessionOf(bo, { must_set_up_totp: true })))));
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Set up a second factor' });
    expect(dialog).toHaveAccessibleDescription(/The Owner requires a second factor of everyone/);
    expect(screen.getByText('A second factor is required')).toBeInTheDocument();
  });

  it('makes new recovery codes for a current code', async () => {
    serveAs(server, ana);
    server.use(
      http.post(api('/account/recovery-codes'), () => reply(200, ok({ recovery_codes: recoveryCodes }))),
    );
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new recovery codes?' });
    await user.type(within(dialog).getByLabelText('Code from your app'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const shown = await screen.findByRole('dialog', { name: 'New recovery codes' });
    expect(within(shown).getAllByRole('listitem')).toHaveLength(10);
  });

  it('shows the service’s refusal to remove a second factor while one is required', async () => {
    serveAs(server, ana);
    server.use(
      http.post(api('/account/totp/remove'), () =>
        reply(
          409,
          errorBody('second_factor_required', 'The Owner requires a second factor: it cannot be removed.'),
        ),
      ),
    );
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove second factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your second factor?' });
    await user.type(within(dialog).getByLabelText('Code from your app, or a recovery code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await within(dialog).findByText(/requires a second factor: it cannot be removed/),
    ).toBeInTheDocument();
  });
});
