import type { Query } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { api, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { renderWithProviders, type KeyDescription } from '@/test/render';
import {
  followAfterDeliveryMs,
  followIntervalMs,
  liveIntervalMs,
  messageQueries,
  storyRefetchInterval,
  type MessageStory,
} from '../api/message-queries';
import { statusMeta } from '../lib/message-status';
import { aMessage, deliveredEvents, messageId } from '../test/fixtures';
import { MessagesPage } from './messages-page';

const detailPath = `/messages/${messageId}`;
const bounced = aMessage({ status: 'hard_bounced', delivered_at: null, to: 'bounce@example.com' });
const bounceEvents = [
  { type: 'queued', timestamp: '2026-11-21T10:00:00.000Z' },
  {
    type: 'bounced',
    timestamp: '2026-11-21T10:00:00.300Z',
    bounce_type: 'hard',
    smtp_response: '550 5.1.1 No such user',
  },
];
const suppression = {
  id: 7,
  email: 'bounce@example.com',
  reason: 'hard_bounce',
  created_at: '2026-11-21T10:00:00.300Z',
};

/** The messages page at `url`, signed in with a key whose permissions are already known. */
const renderPage = (url: string, permissions: KeyDescription = { admin: true, stats: true }) =>
  renderWithProviders(<MessagesPage />, { url, paths: ['/messages', '/messages/:id'], permissions });

const server = startMswServer();
const requests = recordRequests(server);
const urls = () => requests.map((request) => request.url);

/** A service that knows one message and its events; a handler used before these can answer first. */
const story = (message: JsonBodyType, events: JsonBodyType) => [
  http.get(api(detailPath), () => reply(200, ok({ message, extra_field: 'kept' }))),
  http.get(api(`${detailPath}/events`), () => reply(200, ok({ events }))),
  http.get(api('/messages'), () => reply(200, ok({ messages: [], next_cursor: null }))),
  // Every message says whether its recipient is suppressed: here, not.
  http.get(api('/suppressions'), () => reply(200, ok({ suppressions: [], total: 0, next_cursor: null }))),
  http.all(api('/*'), () => reply(404, errorBody('not_found', 'Not found.'))),
];

afterEach(() => {
  session.signOut();
  localStorage.clear();
});

describe('MessageDetail', () => {
  it('shows subject, status, times, recipient and the timeline of a deep link', async () => {
    server.use(...story(aMessage(), deliveredEvents));
    renderPage(detailPath);
    expect(screen.getByRole('status', { name: 'Loading the message…' })).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { name: 'Your receipt from Acme Shop' });
    expect(heading).toBeVisible();
    // The opened message's subject has the focus: a screen reader says which message this is.
    await waitFor(() => expect(heading).toHaveFocus());
    const details = screen.getByRole('complementary', { name: 'Message details' });
    expect(details).toHaveTextContent('Time to deliver1.3 s');
    expect(details).toHaveTextContent('21 Nov 2026, 10:00:01 UTC');
    expect(within(details).getByRole('link', { name: 'jane@example.com' })).toHaveAttribute(
      'href',
      '/messages?to=jane%40example.com',
    );
    expect(
      screen.getByText(/Delivered to mx1.example.com over TLS 1.3 s after it was accepted/),
    ).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Copy ID' })).toBeVisible();
  });

  it('says plainly when no message has this id', async () => {
    server.use(
      http.all(api('/*'), () => reply(404, errorBody('not_found', `Message ${messageId} not found.`))),
    );
    renderPage(detailPath);
    expect(await screen.findByText('No message with this ID')).toBeVisible();
    expect(localStorage.getItem('relaydesk.messages.recent')).toBeNull();
  });

  it('refuses an invalid id in the address without asking the service', async () => {
    server.use(...story(aMessage(), deliveredEvents));
    const { queryClient } = renderPage('/messages/12345');
    expect(screen.getByText('Not a valid message ID')).toBeVisible();
    // Nothing else on this page asks the service (the lookup box no longer probes). The page asks
    // through its queries, which start fetching as they mount: once rendered, none is about this
    // id and none is fetching, so no lookup is on its way.
    const aboutTheId = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => JSON.stringify(q.queryKey).includes('12345'));
    expect(aboutTheId).toEqual([]);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(urls().every((url) => !url.includes('/messages/'))).toBe(true);
  });

  it('tidies a valid but upper-case id in the address', async () => {
    server.use(...story(aMessage(), deliveredEvents));
    const { location } = renderPage(`/messages/${messageId.toUpperCase()}`);
    expect(await screen.findByRole('heading', { name: 'Your receipt from Acme Shop' })).toBeVisible();
    expect(location()).toContain(detailPath);
  });

  it('shows an error with a retry that works', async () => {
    let fail = true;
    server.use(
      http.get(api(detailPath), () =>
        fail ? reply(500, errorBody('internal_error', 'Internal error.')) : undefined,
      ),
      ...story(aMessage(), deliveredEvents),
    );
    renderPage(detailPath);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load this message");
    expect(alert).toHaveTextContent('req_test');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your receipt from Acme Shop' })).toBeVisible();
  });

  it('names the field when an answer breaks the contract', async () => {
    server.use(...story({ ...aMessage(), status: 'exploded' }, deliveredEvents));
    renderPage(detailPath);
    expect(await screen.findByRole('alert')).toHaveTextContent('data.message.status');
  });

  it('keeps what it showed when a refresh fails, and says so', async () => {
    let messageCalls = 0;
    server.use(
      http.get(api(detailPath), () =>
        ++messageCalls > 1
          ? reply(503, errorBody('internal_error', 'The service is restarting.'))
          : undefined,
      ),
      ...story(aMessage({ status: 'deferred', delivered_at: null }), deliveredEvents.slice(0, 1)),
    );
    renderPage(detailPath);
    const alert = await screen.findByRole('alert', {}, { timeout: liveIntervalMs * 3 });
    expect(alert).toHaveTextContent("Couldn't refresh: The service is restarting.");
    expect(screen.getByRole('heading', { name: 'Your receipt from Acme Shop' })).toBeVisible();
    expect(screen.getByText(statusMeta.deferred.meaning)).toBeVisible();
  });

  it('shows both responses as received behind the raw JSON toggle', async () => {
    server.use(...story(aMessage(), [{ type: '<b>x</b>', timestamp: '2026-11-21T10:00:00.000Z' }]));
    const { location } = renderPage(detailPath);
    const toggle = await screen.findByRole('button', { name: 'Raw JSON' });
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(location()).toContain('view=raw');
    const message = screen.getByRole('region', { name: `GET /api/v1/messages/${messageId}` });
    expect(message.querySelector('pre')).toHaveTextContent('"extra_field": "kept"');
    const events = screen.getByRole('region', { name: `GET /api/v1/messages/${messageId}/events` });
    expect(events.querySelector('pre')).toHaveTextContent('"type": "<b>x</b>"');
    expect(events.querySelector('b')).toBeNull();
  });

  it('follows a queued message until it is delivered, then stops saying Live', async () => {
    let messageCalls = 0;
    const delivered = () => messageCalls > 1;
    server.use(
      http.get(api(detailPath), () => {
        messageCalls++;
        const message = delivered() ? aMessage() : aMessage({ status: 'queued', delivered_at: null });
        return reply(200, ok({ message, extra_field: 'kept' }));
      }),
      http.get(api(`${detailPath}/events`), () =>
        reply(200, ok({ events: delivered() ? deliveredEvents : deliveredEvents.slice(0, 1) })),
      ),
      ...story(aMessage(), deliveredEvents),
    );
    renderPage(detailPath);
    expect(await screen.findByText(statusMeta.queued.meaning)).toBeVisible();
    expect(screen.getByText('Live')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3), {
      timeout: liveIntervalMs * 3,
    });
    expect(screen.getByText(statusMeta.delivered.meaning)).toBeVisible();
    expect(screen.queryByText('Live')).toBeNull();
  });
});

describe('polling', () => {
  const queryWith = (status: string) =>
    ({ state: { data: { message: aMessage({ status: status as 'queued' }) } } }) as unknown as Query<
      MessageStory,
      Error,
      MessageStory,
      readonly unknown[]
    >;

  it.each(['pending', 'queued', 'deferred', 'soft_bounced'])('polls a %s message every second', (status) => {
    expect(storyRefetchInterval(queryWith(status))).toBe(liveIntervalMs);
  });

  it.each(['hard_bounced', 'complained', 'failed'])('stops at %s', (status) => {
    expect(storyRefetchInterval(queryWith(status))).toBe(false);
  });

  it('follows a delivered message while opens, clicks and complaints can arrive, then stops', () => {
    const deliveredAgo = (ms: number) =>
      ({
        state: {
          data: {
            message: aMessage({ status: 'delivered', delivered_at: new Date(Date.now() - ms).toISOString() }),
          },
        },
      }) as unknown as Query<MessageStory, Error, MessageStory, readonly unknown[]>;
    expect(storyRefetchInterval(deliveredAgo(60_000))).toBe(followIntervalMs);
    expect(storyRefetchInterval(deliveredAgo(followAfterDeliveryMs + 1000))).toBe(false);
  });

  it('never polls from a hidden tab', () => {
    expect(messageQueries.detail(messageId).refetchIntervalInBackground).not.toBe(true);
  });
});

describe('suppression context', () => {
  it('links a hard-bounced address to the suppressions page when it is suppressed', async () => {
    server.use(
      http.get(api('/suppressions'), () => reply(200, ok({ suppressions: [suppression], total: 1 }))),
      ...story(bounced, bounceEvents),
    );
    const { location } = renderPage(detailPath);
    const region = await screen.findByRole('region', { name: 'Suppression' });
    expect(region).toHaveTextContent('Suppressed.');
    expect(region).toHaveTextContent('after a hard bounce');
    const link = within(region).getByRole('link', { name: 'View in suppressions' });
    expect(link).toHaveAttribute('href', '/suppressions?q=bounce%40example.com');
    expect(
      urls().some((url) => url.includes('/suppressions?q=bounce%40example.com&limit=100&order=email_asc')),
    ).toBe(true);
    await userEvent.setup().click(link);
    expect(location()).toContain('/suppressions?q=bounce%40example.com');
  });

  it('does not take a longer address that merely contains this one for a match', async () => {
    server.use(
      http.get(api('/suppressions'), () =>
        reply(200, ok({ suppressions: [{ ...suppression, email: 'xbounce@example.com' }], total: 1 })),
      ),
      ...story(bounced, bounceEvents),
    );
    renderPage(detailPath);
    expect(await screen.findByText(/is not on the suppression list; the service sends to it/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'View in suppressions' })).toBeNull();
  });

  it('explains instead of asking when the key lacks the admin permission', async () => {
    server.use(...story(bounced, bounceEvents));
    renderPage(detailPath, { admin: false, stats: true });
    expect(await screen.findByText(/needs a key with the admin permission/)).toBeVisible();
    expect(urls().some((url) => url.includes('/suppressions'))).toBe(false);
  });
});
