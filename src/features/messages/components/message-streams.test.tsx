import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { api, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { activityPageQueries } from '../test/page-queries';
import { aMessage, deliveredEvents, messageId } from '../test/fixtures';
import { MessagesPage } from './messages-page';

const server = startMswServer();
const requests = recordRequests(server);
const pageQueries = () => activityPageQueries(requests);

const renderPage = (url: string) =>
  renderWithProviders(<MessagesPage />, {
    url,
    paths: ['/messages', '/messages/:id'],
    permissions: { admin: true, stats: true },
  });

const newsletter = aMessage({
  id: '7d1c7a7e-0000-4000-8000-000000000002',
  subject: 'November news',
  stream: 'bulk',
  headers: [
    { name: 'Reply-To', value: 'news@acme-shop.com' },
    { name: 'List-Unsubscribe', value: '<http://127.0.0.1:8080/unsubscribe/tok>, <mailto:u@127.0.0.1>' },
    { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
  ],
});
const receipt = aMessage({ stream: 'transactional', headers: [] });

afterEach(() => session.signOut());

it('filters the log by stream from the URL and the bar, and marks bulk mail in the list', async () => {
  server.use(
    http.get(api('/messages'), ({ request }) => {
      const stream = new URL(request.url).searchParams.get('stream');
      const messages = stream === 'transactional' ? [receipt] : [newsletter, receipt];
      return reply(200, ok({ messages, next_cursor: null, total: messages.length, total_exact: true }));
    }),
    http.get(api('/domains'), () => reply(200, ok({ domains: [] }))),
    http.all(api('/*'), () => reply(404, errorBody('not_found', 'Not found.'))),
  );
  const { location } = renderPage('/messages?stream=bulk');
  const table = await screen.findByRole('table', { name: 'Messages' });
  expect(pageQueries()[0]).toEqual({ stream: 'bulk', limit: '50' });
  const bulkRow = within(table).getByRole('row', { name: /November news/ });
  expect(within(bulkRow).getByText('Bulk')).toBeVisible();
  const receiptRow = within(table).getByRole('row', { name: /Your receipt/ });
  expect(within(receiptRow).queryByText('Bulk')).toBeNull();

  await userEvent.setup().selectOptions(screen.getByLabelText('Stream'), 'Transactional');
  await waitFor(() => expect(location()).toContain('stream=transactional'));
  await waitFor(() => expect(pageQueries().at(-1)?.stream).toBe('transactional'));
});

const story = (message: object) => [
  http.get(api(`/messages/${messageId}`), () => reply(200, ok({ message }))),
  http.get(api(`/messages/${messageId}/events`), () => reply(200, ok({ events: deliveredEvents }))),
  http.get(api('/suppressions'), () => reply(200, ok({ suppressions: [], total: 0, next_cursor: null }))),
  http.all(api('/*'), () => reply(404, errorBody('not_found', 'Not found.'))),
];

it("shows a bulk message's stream and headers, the one-click pair marked as the service's", async () => {
  server.use(...story({ ...newsletter, id: messageId }));
  renderPage(`/messages/${messageId}`);
  const headers = await screen.findByRole('region', { name: 'Headers' });
  const details = screen.getByRole('complementary', { name: 'Message details' });
  expect(details).toHaveTextContent('StreamBulk');
  expect(within(headers).getByText('Reply-To').closest('div')).not.toHaveTextContent('set by the service');
  for (const name of ['List-Unsubscribe', 'List-Unsubscribe-Post'])
    expect(within(headers).getByText(name).closest('div')).toHaveTextContent('set by the service');
  expect(within(headers).getByText('List-Unsubscribe=One-Click').tagName).toBe('DD');
});

it('says a transactional message has no extra headers, and shows none without the field', async () => {
  server.use(...story({ ...receipt, id: messageId }));
  const { unmount } = renderPage(`/messages/${messageId}`);
  const headers = await screen.findByRole('region', { name: 'Headers' });
  expect(headers).toHaveTextContent(/None beyond/);
  expect(screen.queryByText('set by the service')).toBeNull();
  unmount();

  server.use(...story(aMessage({ id: messageId })));
  renderPage(`/messages/${messageId}`);
  await screen.findByRole('heading', { name: 'Your receipt from Acme Shop' });
  expect(screen.queryByRole('region', { name: 'Headers' })).toBeNull();
});
