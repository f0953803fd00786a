import { screen, waitFor } from '@testing-library/react';
import { http, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionQueries } from '@/lib/permissions';
import { session } from '@/lib/session';
import { api, errorBody, ok, reply, startMswServer } from '@/test/msw';
import { renderWithProviders, testKey } from '@/test/render';
import { messageId } from '../test/fixtures';
import { MessagesPage } from './messages-page';

const server = startMswServer();

/** The service describes the key as `current` says, and knows no message at all. */
const service = (current: JsonBodyType) => [
  http.get(api('/keys/current'), () => reply(200, ok(current))),
  http.all(api('/*'), () => reply(404, errorBody('not_found', `Message ${messageId} not found.`))),
];
const key = { id: 1, name: 'support', permissions: ['admin', 'stats'] };

/** Signed in, the permissions asked of the service (MSW), as the app does. */
function renderNotFound() {
  session.signIn(testKey);
  return renderWithProviders(<MessagesPage />, { url: `/messages/${messageId}`, paths: ['/messages/:id'] });
}

afterEach(() => {
  session.signOut();
  localStorage.clear();
});

describe('MessageNotFound', () => {
  it('says how long history is kept when the service reports retention_days', async () => {
    server.use(...service({ key, retention_days: 30 }));
    renderNotFound();
    expect(await screen.findByText('No message with this ID')).toBeVisible();
    expect(
      await screen.findByText(
        /Message history is kept for 30 days, so an older message is no longer there\./,
      ),
    ).toBeVisible();
  });

  it('says nothing about history when the service does not report it', async () => {
    server.use(...service({ key }));
    const { queryClient } = renderNotFound();
    expect(await screen.findByText('No message with this ID')).toBeVisible();
    // The key's description has arrived (without the field) before the absence is asserted.
    const described = () => queryClient.getQueryData(sessionQueries.permissions(testKey).queryKey);
    await waitFor(() => expect(described()).toMatchObject({ name: 'support' }));
    expect(screen.getByText(/comes from this service/)).toBeVisible();
    expect(screen.queryByText(/history is kept/)).toBeNull();
  });
});
