import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, describedKey, renderWithProviders, testKey } from '@/test/render';
import { sessionQueries } from '@/lib/permissions';
import { session } from '@/lib/session';
import { api, errorBody, ok, reply, startMswServer } from '@/test/msw';
import { aMessage } from '../test/fixtures';
import { MessagesPage } from './messages-page';

const server = startMswServer();
afterEach(() => session.signOut());

const renderPage = (url: string) => {
  const queryClient = createTestQueryClient();
  const view = renderWithProviders(<MessagesPage />, {
    url,
    paths: ['/messages', '/messages/:id'],
    permissions: { admin: true, stats: true },
    queryClient,
  });
  // The service said how long it keeps messages (GET /keys/current's retention_days).
  queryClient.setQueryData(
    sessionQueries.permissions(testKey).queryKey,
    describedKey({ admin: true, stats: true, retentionDays: 90 }),
  );
  return view;
};

const service = (handler: Parameters<typeof http.get>[1]) => [
  http.get(api('/messages'), handler),
  http.get(api('/domains'), () => reply(200, ok({ domains: [] }))),
  http.all(api('/*'), () => reply(404, errorBody('not_found', 'Not found.'))),
];

describe('the activity log tells where its history starts', () => {
  it('says how long messages are kept and the oldest day it holds', async () => {
    server.use(
      ...service(() =>
        reply(
          200,
          ok({ messages: [aMessage()], next_cursor: null, total: 1, oldest_at: '2026-11-18T04:00:00.000Z' }),
        ),
      ),
    );
    renderPage('/messages');
    expect(
      await screen.findByText(
        'Messages are kept for 90 days; the oldest here is 18 Nov 2026. Statistics keep their daily counts for longer.',
      ),
    ).toBeInTheDocument();
  });

  it('never suggests widening a range that ends before the oldest message kept', async () => {
    server.use(
      ...service(() =>
        reply(200, ok({ messages: [], next_cursor: null, total: 0, oldest_at: '2026-11-18T04:00:00.000Z' })),
      ),
    );
    renderPage('/messages?range=custom&since=2026-11-10&until=2026-11-10');
    expect(await screen.findByText('No messages are kept for these days')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This range ends before the oldest message kept (18 Nov 2026): messages are kept for 90 days. Their daily counts are still in the statistics.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Widen the time range/)).toBeNull();
  });

  it('still suggests widening a range inside the history', async () => {
    server.use(
      ...service(() =>
        reply(200, ok({ messages: [], next_cursor: null, total: 0, oldest_at: '2026-11-18T04:00:00.000Z' })),
      ),
    );
    renderPage('/messages?range=custom&since=2026-11-20&until=2026-11-20');
    expect(await screen.findByText('Widen the time range or clear a filter.')).toBeInTheDocument();
  });
});

describe('Count exactly', () => {
  it('turns "more than 1,000" into the exact count on request, as the suppressions page does', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      ...service(({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q);
        if (q.get('exact_total') === 'true')
          return reply(200, ok({ messages: [aMessage()], next_cursor: 'c', total: 1188, total_exact: true }));
        return reply(200, ok({ messages: [aMessage()], next_cursor: 'c', total: 1000, total_exact: false }));
      }),
    );
    renderPage('/messages?status=delivered');
    const heading = await screen.findByRole('heading', { name: /^Activity/ });
    await waitFor(() => expect(heading).toHaveTextContent('more than 1,000 messages'));
    await userEvent.click(screen.getByRole('button', { name: 'Count exactly' }));
    await waitFor(() => expect(heading).toHaveTextContent('1,188 messages'));
    expect(heading).not.toHaveTextContent('more than');
    const exact = asked.find((q) => q.get('exact_total') === 'true')!;
    expect(exact.get('status')).toBe('delivered');
    expect(screen.queryByRole('button', { name: 'Count exactly' })).toBeNull();
  });
});
