import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { api, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { activityPageQueries } from '../test/page-queries';
import { aMessage } from '../test/fixtures';
import { MessageOverview } from './message-overview';
import { MessagesPage } from './messages-page';

const server = startMswServer();
const requests = recordRequests(server);
const pageQueries = () => activityPageQueries(requests);

const alertEmail = aMessage({
  id: '7d1c7a7e-0000-4000-8000-000000000001',
  origin: 'system',
  subject: '[Relaydesk alert] Firing',
});

it("asks for Relaydesk's own notices only when told, and marks them in the log", async () => {
  server.use(
    http.get(api('/messages'), ({ request }) => {
      const system = new URL(request.url).searchParams.get('system');
      const messages = system === 'include' ? [alertEmail, aMessage()] : [aMessage()];
      return reply(200, ok({ messages, next_cursor: null, total: messages.length, total_exact: true }));
    }),
    http.get(api('/domains'), () => reply(200, ok({ domains: [] }))),
    http.all(api('/*'), () => reply(404, errorBody('not_found', 'Not found.'))),
  );
  const { location } = renderWithProviders(<MessagesPage />, {
    url: '/messages',
    paths: ['/messages', '/messages/:id'],
    permissions: { admin: true, stats: true },
  });
  const table = await screen.findByRole('table', { name: 'Messages' });
  expect(pageQueries()[0]).toEqual({ limit: '50' });
  expect(within(table).queryByText('Relaydesk notification')).toBeNull();

  await userEvent.setup().selectOptions(screen.getByLabelText('Relaydesk notifications'), 'Shown too');
  await waitFor(() => expect(location()).toContain('system=include'));
  await waitFor(() => expect(pageQueries().at(-1)?.system).toBe('include'));
  const row = await screen.findByRole('row', { name: /Relaydesk alert/ });
  expect(within(row).getByText('Relaydesk notification')).toBeVisible();
});

it('says on the message itself that Relaydesk sent it', () => {
  render(<MessageOverview message={alertEmail} events={[]} live={false} />);
  expect(screen.getByText('Relaydesk notification')).toBeVisible();
  expect(screen.getByText(/Sent by Relaydesk itself/)).toBeVisible();
});
