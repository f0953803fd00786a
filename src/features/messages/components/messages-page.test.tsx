import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { api, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { publishedSpecOnly } from '@/test/published-spec-only';
import { renderWithProviders, testKey, type KeyDescription } from '@/test/render';
import { aMessage, deliveredEvents, messageId } from '../test/fixtures';
import { prefetchMessagesPage } from '../api/prefetch-messages-page';
import { MessagesPage } from './messages-page';

/** The messages page at `url`, signed in with a key whose permissions are already known. */
const renderPage = (
  url: string,
  permissions: KeyDescription = { admin: true, stats: true },
  queryClient?: QueryClient,
) =>
  renderWithProviders(<MessagesPage />, {
    url,
    paths: ['/messages', '/messages/:id'],
    permissions,
    queryClient,
  });

const server = startMswServer();
const requests = recordRequests(server);
const urls = () => requests.map((request) => request.url);

const list = (messages = [aMessage()], next_cursor: string | null = null) =>
  reply(200, ok({ messages, next_cursor }));

/** A service with the recipient-search extension and one delivered message. */
const service = [
  http.get(api('/messages'), () => list()),
  http.get(api(`/messages/${messageId}`), () => reply(200, ok({ message: aMessage() }))),
  http.get(api(`/messages/${messageId}/events`), () => reply(200, ok({ events: deliveredEvents }))),
  http.get(api('/domains'), () => reply(200, ok({ domains: [{ id: 1, name: 'mail.acme-shop.com' }] }))),
  http.all(api('/*'), () => reply(404, errorBody('not_found', 'Not found.'))),
];

const box = () => screen.getByRole('searchbox', { name: /^Message ID( or recipient email)?$/ });

afterEach(() => {
  session.signOut();
  localStorage.clear();
});

describe('MessagesPage lookup', () => {
  it('refuses what neither opens nor filters inline, before any request for it', async () => {
    server.use(...service);
    const { location } = renderPage('/messages');
    const user = userEvent.setup();
    await user.type(box(), 'x!');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(box()).toHaveAccessibleDescription(/at least 3 characters/);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/messages');
    // The page's own reads (the activity log, domains) go out; nothing about the typed text does.
    const others = urls().filter(
      (u) => !['/api/v1/messages', '/api/v1/domains'].includes(new URL(u).pathname),
    );
    expect(others).toEqual([]);
    expect(urls().some((u) => u.includes('x!'))).toBe(false);
  });

  it.each([
    ['gmail.com', 'recipient', '@gmail.com', 'recipient contains “@gmail.com”'],
    ['Order #', 'subject', 'Order #', 'subject contains “Order #”'],
    ['0b7e3f52', 'id_prefix', '0b7e3f52', 'message ID starts with “0b7e3f52”'],
    ['jane.doe42', 'recipient', 'jane.doe42', 'recipient contains “jane.doe42”'],
  ])(
    'puts %j, which opens nothing directly, into the activity filter %s',
    { timeout: 20_000 },
    async (typed, key, value, note) => {
      server.use(...service);
      const { search } = renderPage('/messages?status=delivered');
      const user = userEvent.setup();
      await user.type(box(), `${typed}{Enter}`);
      await waitFor(() => expect(search().get(key)).toBe(value));
      // The other filters stay; no error is shown; the page says where the entry went.
      expect(search().get('status')).toBe('delivered');
      expect(box()).not.toHaveAttribute('aria-invalid');
      expect(await screen.findByText(/^Filtering the activity below/)).toBeVisible();
      expect(screen.getByRole('button', { name: `Remove the filter ${note}` })).toBeVisible();
      await waitFor(() =>
        expect(
          requests.some(
            (r) =>
              new URL(r.url).pathname === '/api/v1/messages' &&
              new URL(r.url).searchParams.get(key) === value,
          ),
        ).toBe(true),
      );
    },
  );

  it('moves a word it read as part of an address to the subject on request', async () => {
    server.use(...service);
    const { search } = renderPage('/messages');
    const user = userEvent.setup();
    await user.type(box(), 'invoice{Enter}');
    await waitFor(() => expect(search().get('recipient')).toBe('invoice'));
    const as = await screen.findByLabelText('Search “invoice” as');
    expect(
      within(as)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['recipient contains', 'subject contains']);
    await user.selectOptions(as, 'subject contains');
    await waitFor(() => expect(search().get('subject')).toBe('invoice'));
    expect(search().get('recipient')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Remove the filter subject contains “invoice”' }),
    ).toBeVisible();
  });

  it('shows what it filed as a chip that can be filed elsewhere or taken off, other filters kept', async () => {
    server.use(...service);
    const { search } = renderPage('/messages?status=delivered');
    const user = userEvent.setup();
    await user.type(box(), 'face{Enter}');
    await waitFor(() => expect(search().get('recipient')).toBe('face'));
    // A short hex word can be the start of an ID too.
    await user.selectOptions(await screen.findByLabelText('Search “face” as'), 'message ID starts with');
    await waitFor(() => expect(search().get('id_prefix')).toBe('face'));
    expect(search().get('recipient')).toBeNull();
    // The separate field shows it too, and stays for editing it by hand.
    expect(await screen.findByLabelText('Message ID starts with')).toHaveValue('face');
    await user.click(screen.getByRole('button', { name: 'Remove the filter message ID starts with “face”' }));
    await waitFor(() => expect(search().get('id_prefix')).toBeNull());
    expect(search().get('status')).toBe('delivered');
    expect(screen.queryByText(/^Filtering the activity below/)).toBeNull();
  });

  it('opens a pasted id with quotes and spaces as the message detail', async () => {
    server.use(...service);
    const { location } = renderPage('/messages');
    const user = userEvent.setup();
    await user.type(box(), `  "<${messageId.toUpperCase()}>"  `);
    await user.keyboard('{Enter}');
    expect(location()).toBe(`/messages/${messageId}`);
    expect(await screen.findByRole('heading', { name: 'Your receipt from Acme Shop' })).toBeVisible();
  });

  it("lists a recipient's messages, each linking to its detail", async () => {
    server.use(...service);
    const { location } = renderPage('/messages');
    const user = userEvent.setup();
    await user.type(box(), 'Jane <JANE@example.com>');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(location()).toBe('/messages?to=jane%40example.com');
    const results = await screen.findByRole('list', { name: 'Messages to jane@example.com' });
    const link = within(results).getByRole('link', { name: 'Your receipt from Acme Shop' });
    expect(link).toHaveAttribute('href', `/messages/${messageId}`);
    expect(within(results).getByText('Delivered')).toBeVisible();
    expect(urls().some((url) => url.includes('/messages?to=jane%40example.com&limit=20'))).toBe(true);
  });

  it('accepts only ids, and says so, when the service has no recipient search', async () => {
    server.use(
      http.get(api('/messages'), () => reply(405, errorBody('method_not_allowed', 'Method not allowed.'))),
      ...service,
    );
    renderPage('/messages');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Message ID' })).toBeVisible());
    expect(screen.getByText(/doesn't offer search by recipient/)).toBeVisible();
    const user = userEvent.setup();
    await user.type(box(), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(box()).toHaveAccessibleDescription(/not a valid message ID/);
    // One probe of the message list, refused; it answers for recipient search too; nothing for the address.
    expect(urls().map((u) => new URL(u).pathname)).toEqual(['/api/v1/messages']);
    expect(urls().some((u) => u.includes('jane'))).toBe(false);
  });

  it('pages through a recipient with the cursor in the URL and filters by status', async () => {
    server.use(
      http.get(api('/messages'), () => list([aMessage()], 'c2')),
      ...service,
    );
    const { location } = renderPage('/messages?to=jane%40example.com');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Older messages' }));
    expect(location()).toBe('/messages?to=jane%40example.com&cursor=c2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Hard bounced');
    expect(location()).toBe('/messages?to=jane%40example.com&status=hard_bounced');
    await waitFor(() => expect(urls().some((url) => url.includes('status=hard_bounced'))).toBe(true));
  });
});

describe('prefetch from the address', () => {
  const prefetch = (client: QueryClient, url: string) =>
    prefetchMessagesPage(client, { rest: [], search: new URL(url, 'http://relaydesk.test').searchParams });

  it("asks for the activity log's page and the domains: the first render asks for nothing more", async () => {
    server.use(...service);
    const url = '/messages?status=delivered&provider=gmail&domain=1';
    // The app's freshness window: without one, any mount refetches what is already there.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });
    // The app prefetches for the key that is signed in: what it learns is that key's.
    session.signIn(testKey);
    await prefetch(client, url);
    const prefetched = urls().map((u) => new URL(u).pathname + new URL(u).search);
    expect(prefetched.sort()).toEqual([
      '/api/v1/domains',
      '/api/v1/messages?status=delivered&provider=gmail&domain_id=1&limit=50',
    ]);
    renderPage(url, undefined, client);
    expect(await screen.findByText('Your receipt from Acme Shop')).toBeInTheDocument();
    // Rendered: every query the page uses has mounted, and one that fetched on mount would be
    // fetching now (a fetch is in the cache the moment it starts), or done and among the requests.
    expect(client.isFetching()).toBe(0);
    expect(
      client
        .getQueryCache()
        .findAll()
        .every((q) => q.state.dataUpdateCount <= 1),
    ).toBe(true);
    expect(urls()).toHaveLength(2);
  });

  it('asks nothing of a service known to have no activity log', async () => {
    server.use(...publishedSpecOnly(), ...service);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The first answer teaches the capability; the second prefetch leaves the log alone.
    session.signIn(testKey);
    await prefetch(client, '/messages');
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    const before = urls().length;
    await prefetch(client, '/messages');
    expect(urls()).toHaveLength(before);
  });
});

describe('against a service with only the published spec', () => {
  it('starts from where message IDs come from, takes only IDs, and still opens a message', async () => {
    server.use(...publishedSpecOnly(), ...service);
    const { location } = renderPage('/messages');
    expect(await screen.findByRole('heading', { name: 'Where to find a message ID' })).toBeVisible();
    expect(screen.getByText(/does not offer search by recipient/)).toBeVisible();
    const user = userEvent.setup();
    await user.type(box(), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(box()).toHaveAccessibleDescription(/not a valid message ID/);
    await user.clear(box());
    await user.type(box(), `${messageId}{Enter}`);
    expect(location()).toBe(`/messages/${messageId}`);
    expect(await screen.findByRole('heading', { name: 'Your receipt from Acme Shop' })).toBeVisible();
    // The message list was asked once for the whole session.
    expect(urls().filter((u) => new URL(u).pathname === '/api/v1/messages')).toHaveLength(1);
  });

  it("says a recipient's link cannot be listed here", async () => {
    server.use(...publishedSpecOnly(), ...service);
    renderPage('/messages?to=jane%40example.com');
    expect(
      await screen.findByText(
        /This service doesn't list messages by recipient. Look the message up by its ID/,
      ),
    ).toBeVisible();
  });
});

describe('recent lookups', () => {
  it('stores the ids of opened messages only, shows them with subject and status, and clears them', async () => {
    server.use(...service);
    const { unmount } = renderPage(`/messages/${messageId}`);
    await screen.findByRole('heading', { name: 'Your receipt from Acme Shop' });
    unmount();
    renderPage('/messages');
    const recent = await screen.findByRole('list', { name: 'Recent lookups' });
    const link = await within(recent).findByRole('link', { name: /Your receipt from Acme Shop/ });
    expect(link).toHaveAttribute('href', `/messages/${messageId}`);
    expect(link).toHaveTextContent('jane@example.com');
    expect(link).toHaveTextContent('Delivered');
    expect(localStorage.getItem('relaydesk.messages.recent')).not.toMatch(/receipt|jane/i);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear recent lookups' }));
    expect(screen.queryByRole('list', { name: 'Recent lookups' })).toBeNull();
  });
});
