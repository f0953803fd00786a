import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { api, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { activityPageQueries } from '../test/page-queries';
import { aMessage } from '../test/fixtures';
import { MessagesPage } from './messages-page';

// Issue 52.2: a key-volume incident links to the activity log on its key; the log asks the service
// for that key's messages and shows the filter by the key's name where the keys can be read.
const server = startMswServer();
const requests = recordRequests(server);
const pageQueries = () => activityPageQueries(requests);

const key = (id: number, name: string) => ({
  id,
  name,
  key_hint: 'rk_…abcd',
  permissions: ['send'],
  created_at: '2026-11-01T00:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
});

function serve() {
  server.use(
    http.get(api('/messages'), () =>
      reply(200, ok({ messages: [aMessage()], next_cursor: null, total: 1, total_exact: true })),
    ),
    http.get(api('/domains'), () => reply(200, ok({ domains: [] }))),
    http.get(api('/keys'), () =>
      reply(200, ok({ keys: [key(3, 'Newsletter'), key(4, 'Checkout service')] })),
    ),
    http.all(api('/*'), () => reply(404, errorBody('not_found', 'Not found.'))),
  );
}
const url =
  '/messages?range=custom&since=2026-11-25T13%3A05%3A00.000Z&until=2026-11-25T14%3A05%3A00.000Z&api_key_id=4';

it('filters by the key a link names, shown by its name to an admin', { timeout: 20_000 }, async () => {
  serve();
  renderWithProviders(<MessagesPage />, {
    url,
    paths: ['/messages', '/messages/:id'],
    permissions: { admin: true, stats: true },
  });
  await screen.findByRole('table', { name: 'Messages' });
  await waitFor(() => expect(pageQueries().at(-1)?.api_key_id).toBe('4'));
  const select = await screen.findByRole('combobox', { name: 'Sent with key' });
  await waitFor(() => expect(select).toHaveDisplayValue('Checkout service'));
});

it('names the key by its id where the keys cannot be read', { timeout: 20_000 }, async () => {
  serve();
  renderWithProviders(<MessagesPage />, {
    url,
    paths: ['/messages', '/messages/:id'],
    permissions: { admin: false, stats: true },
  });
  await screen.findByRole('table', { name: 'Messages' });
  expect(await screen.findByRole('combobox', { name: 'Sent with key' })).toHaveDisplayValue('Key 4');
  expect(requests.some((r) => new URL(r.url).pathname === '/api/v1/keys')).toBe(false);
  expect(pageQueries().at(-1)?.api_key_id).toBe('4');
});
