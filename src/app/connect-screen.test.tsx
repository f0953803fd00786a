import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { session, keyStorageName } from '@/lib/session';
import { api, errorBody, recordRequests, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { ConnectScreen } from './connect-screen';

const overview = {
  from: '2026-01-01',
  to: '2026-01-30',
  counts: {
    accepted: 0,
    delivered: 0,
    hard_bounced: 0,
    soft_bounced: 0,
    deferred: 0,
    failed: 0,
    complained: 0,
    opened: 0,
    clicked: 0,
  },
  rates: { delivery_rate: null, bounce_rate: null, complaint_rate: null, open_rate: null, click_rate: null },
};

const renderScreen = () => renderWithProviders(<ConnectScreen />);

async function connectWith(key: string, { remember = false } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('API key'), key);
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember on this device' }));
  await user.click(screen.getByRole('button', { name: 'Connect' }));
}

const server = startMswServer();
const requests = recordRequests(server);
/** A service that answers every API request with `answer`. */
const answerAll = (answer: () => Response) => server.use(http.all(api('/*'), answer));

afterEach(() => session.signOut());

describe('ConnectScreen', () => {
  it('offers a password field without autocomplete', () => {
    renderScreen();
    const input = screen.getByLabelText('API key');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('heading', { level: 1, name: 'Relaydesk' })).toBeInTheDocument();
  });

  it('has the focus in the key field from the start', () => {
    renderScreen();
    expect(screen.getByLabelText('API key')).toHaveFocus();
  });

  it('says so when the key is not accepted, and stays signed out', async () => {
    answerAll(() => reply(401, errorBody('unauthorized', 'Missing or invalid API key.')));
    renderScreen();
    await connectWith('rk_wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('This key was not accepted');
    expect(session.getApiKey()).toBeNull();
  });

  it('signs in when the key may read something (admin 200, stats 403)', async () => {
    server.use(
      http.get(api('/suppressions'), () =>
        reply(200, { status: 'success', data: { suppressions: [], total: 0 } }),
      ),
      http.all(api('/*'), () => reply(403, errorBody('forbidden', 'This key lacks the stats permission.'))),
    );
    renderScreen();
    await connectWith('  rk_admin  ');
    await waitFor(() => expect(session.getApiKey()).toBe('rk_admin'));
    expect(sessionStorage.getItem(keyStorageName)).toBe('rk_admin');
    expect(localStorage.getItem(keyStorageName)).toBeNull();
    // A service without GET /keys/current: asked once, then one read per permission group.
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request.url).not.toContain('rk_admin');
      expect(request.headers.get('Authorization')).toBe('Bearer rk_admin');
    }
  });

  it('asks a service that describes keys once, and learns every permission, send included', async () => {
    server.use(
      http.get(api('/keys/current'), () =>
        reply(200, {
          status: 'success',
          data: { key: { id: 7, name: 'Ops', permissions: ['stats', 'send'] } },
        }),
      ),
      http.all(api('/*'), () => reply(500, errorBody('internal_error', 'should not be asked'))),
    );
    renderScreen();
    await connectWith('rk_ops');
    await waitFor(() => expect(session.getApiKey()).toBe('rk_ops'));
    expect(requests).toHaveLength(1);
  });

  it('remembers the key on this device when asked', async () => {
    answerAll(() => reply(200, { status: 'success', data: { overview } }));
    renderScreen();
    await connectWith('rk_both', { remember: true });
    await waitFor(() => expect(session.getApiKey()).toBe('rk_both'));
    expect(localStorage.getItem(keyStorageName)).toBe('rk_both');
  });

  it("says it can't reach the service on a network failure", async () => {
    answerAll(() => HttpResponse.error());
    renderScreen();
    await connectWith('rk_any');
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the service");
  });

  it('refuses a key with neither admin nor stats', async () => {
    answerAll(() => reply(403, errorBody('forbidden', 'Forbidden.')));
    renderScreen();
    await connectWith('rk_send');
    expect(await screen.findByRole('alert')).toHaveTextContent('neither the admin nor the stats permission');
    expect(session.getApiKey()).toBeNull();
  });

  it('refuses a key that holds only send, saying the dashboard needs stats or admin', async () => {
    server.use(
      http.get(api('/keys/current'), () =>
        reply(200, { status: 'success', data: { key: { id: 9, name: 'Mailer', permissions: ['send'] } } }),
      ),
    );
    renderScreen();
    await connectWith('rk_mailer');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This key can only send messages');
    expect(alert).toHaveTextContent('The dashboard needs a key with the stats or admin permission.');
    expect(session.getApiKey()).toBeNull();
  });

  it('says the same when a sign-in link brought a send-only key', () => {
    session.signOut({ reason: 'send-only' });
    renderScreen();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This key can only send messagesIt is valid, but holds only the send permission',
    );
  });

  it('asks for a key when the field is empty', async () => {
    answerAll(() => reply(500, {}));
    renderScreen();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByLabelText('API key')).toHaveAccessibleDescription(/Enter an API key/);
    expect(requests).toEqual([]);
  });
});
