import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { Message, MessageEvent } from '@/contract';
import { sessionQueries, type KeyPermissions } from '@/lib/permissions';
import { signIn } from '@/lib/session';
import { MessagesPage } from '../components/messages-page';

export const testKey = 'rk_test_messages';
export const messageId = '0b7e3f52-9c1d-4a8e-b2f4-6d5a1c9e8f30';

export const aMessage = (over: Partial<Message> = {}): Message => ({
  id: messageId,
  subject: 'Your receipt from Acme Shop',
  status: 'delivered',
  created_at: '2026-11-21T10:00:00.000Z',
  delivered_at: '2026-11-21T10:00:01.250Z',
  to: 'jane@example.com',
  from: 'hello@mail.acme-shop.com',
  domain_id: 1,
  ...over,
});

export const success = (data: unknown) => ({ status: 'success', data });
export const deliveredEvents: MessageEvent[] = [
  { type: 'queued', timestamp: '2026-11-21T10:00:00.000Z' },
  { type: 'sent', timestamp: '2026-11-21T10:00:00.150Z', mx_host: 'mx1.example.com' },
  { type: 'delivered', timestamp: '2026-11-21T10:00:01.250Z', tls: true, mx_host: 'mx1.example.com' },
];

/** Shows where the app navigated, so tests can assert on the URL. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

/** The messages page at `url`, signed in with a key whose permissions are already known. */
export function renderPage(url: string, permissions: KeyPermissions = { admin: true, stats: true }) {
  signIn(testKey);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(sessionQueries.permissions(testKey).queryKey, permissions);
  const page = (
    <>
      <MessagesPage />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/messages', element: page },
      { path: '/messages/:id', element: page },
      { path: '/suppressions', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
