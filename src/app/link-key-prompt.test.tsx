import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { api, errorBody, ok, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { LinkKeyPrompt } from './link-key-prompt';

const server = startMswServer();
const currentKey = 'rk_current_key_0A1B';
const linkKey = 'rk_link_key_9Z8Y';
const bearer = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '');
const names: Record<string, string> = { [currentKey]: 'Ops desk', [linkKey]: 'Somebody else' };

/** Signed in with the current key, a link having just offered `offered`; the app's real query client. */
function renderOffer(offered = linkKey) {
  session.signIn(currentKey);
  window.history.replaceState(null, '', `/stats#key=${offered}`);
  session.readKeyFromFragment();
  expect(session.getOfferedKey()).toBe(offered);
  renderWithProviders(<LinkKeyPrompt offeredKey={offered} />, { queryClient: createQueryClient() });
}

afterEach(() => {
  session.signOut();
  window.history.replaceState(null, '', '/');
});

describe('LinkKeyPrompt', () => {
  it('names both keys, defaults to keeping the current one, and keeps it', async () => {
    server.use(
      http.get(api('/keys/current'), ({ request }) =>
        reply(200, ok({ key: { id: 1, name: names[bearer(request) ?? ''], permissions: ['admin'] } })),
      ),
    );
    renderOffer();
    const dialog = await screen.findByRole('dialog', {
      name: 'Sign in as Somebody else instead of Ops desk?',
    });
    const keep = screen.getByRole('button', { name: 'Keep Ops desk' });
    expect(keep).toHaveFocus();
    expect(dialog).toHaveTextContent('recorded under its name');
    await userEvent.setup().click(keep);
    expect(session.getOfferedKey()).toBeNull();
    expect(session.getApiKey()).toBe(currentKey);
  });

  it('names keys by their last characters on a service that does not describe keys, and switches on request', async () => {
    server.use(
      http.get(api('/keys/current'), () => reply(404, errorBody('not_found', 'No such route.'))),
      http.get(api('/suppressions'), () => reply(200, ok({ suppressions: [], total: 0 }))),
      http.get(api('/stats/overview'), () => reply(403, errorBody('forbidden', 'No stats permission.'))),
    );
    renderOffer();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in as key …9Z8Y instead of key …0A1B?' });
    expect(dialog.textContent).not.toContain(linkKey);
    expect(dialog.textContent).not.toContain(currentKey);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch to key …9Z8Y' }));
    expect(session.getApiKey()).toBe(linkKey);
  });

  it("says plainly when the service refuses the link's key, and neither switches nor signs out", async () => {
    server.use(
      http.get(api('/keys/current'), ({ request }) =>
        bearer(request) === currentKey
          ? reply(200, ok({ key: { id: 1, name: 'Ops desk', permissions: ['admin'] } }))
          : reply(401, errorBody('unauthorized', 'Missing or invalid API key.')),
      ),
    );
    renderOffer();
    const dialog = await screen.findByRole('dialog', { name: 'The key in this link was not accepted' });
    expect(dialog).toHaveTextContent('You are still signed in as Ops desk.');
    expect(screen.queryByRole('button', { name: /Switch/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(session.getOfferedKey()).toBeNull());
    expect(session.getApiKey()).toBe(currentKey);
    expect(session.getSignOutReason()).toBeNull();
  });

  it('refuses a key that has nothing to show here', async () => {
    server.use(
      http.get(api('/keys/current'), ({ request }) =>
        reply(
          200,
          ok({
            key: {
              id: 1,
              name: names[bearer(request) ?? ''],
              permissions: bearer(request) === currentKey ? ['admin'] : ['send'],
            },
          }),
        ),
      ),
    );
    renderOffer();
    expect(
      await screen.findByRole('dialog', { name: 'The key in this link has nothing to show here' }),
    ).toHaveTextContent('neither the admin nor the stats permission');
  });
});
