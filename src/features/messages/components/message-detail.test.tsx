import type { Query } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/session';
import { errorBody, jsonResponse, mockFetch } from '@/test/fetch-mock';
import {
  liveIntervalMs,
  messageQueries,
  storyRefetchInterval,
  type MessageStory,
} from '../api/message-queries';
import { statusMeta } from '../lib/message-status';
import { aMessage, deliveredEvents, messageId, renderPage, success } from '../test/render-page';

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

function story(
  message: unknown,
  events: unknown,
  extra: (path: string) => Response | undefined = () => undefined,
) {
  return (path: string) => {
    const answer = extra(path);
    if (answer) return answer;
    if (path === detailPath) return jsonResponse(200, success({ message, extra_field: 'kept' }));
    if (path === `${detailPath}/events`) return jsonResponse(200, success({ events }));
    if (path === '/messages') return jsonResponse(200, success({ messages: [], next_cursor: null }));
    return jsonResponse(404, errorBody('not_found', 'Not found.'));
  };
}

afterEach(() => {
  signOut();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('MessageDetail', () => {
  it('shows subject, status, times, recipient and the timeline of a deep link', async () => {
    mockFetch(story(aMessage(), deliveredEvents));
    renderPage(detailPath);
    expect(screen.getByRole('status', { name: 'Loading the message…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your receipt from Acme Shop' })).toBeVisible();
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
    mockFetch(() => jsonResponse(404, errorBody('not_found', `Message ${messageId} not found.`)));
    renderPage(detailPath);
    expect(await screen.findByText('No message with this ID')).toBeVisible();
    expect(localStorage.getItem('relaydesk.messages.recent')).toBeNull();
  });

  it('refuses an invalid id in the address without asking the service', async () => {
    const fetch = mockFetch(story(aMessage(), deliveredEvents));
    renderPage('/messages/12345');
    expect(screen.getByText('Not a valid message ID')).toBeVisible();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls.every(([url]) => !String(url).includes('/messages/'))).toBe(true);
  });

  it('tidies a valid but upper-case id in the address', async () => {
    mockFetch(story(aMessage(), deliveredEvents));
    renderPage(`/messages/${messageId.toUpperCase()}`);
    expect(await screen.findByRole('heading', { name: 'Your receipt from Acme Shop' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(detailPath);
  });

  it('shows an error with a retry that works', async () => {
    let fail = true;
    mockFetch(
      story(aMessage(), deliveredEvents, (path) =>
        path === detailPath && fail
          ? jsonResponse(500, errorBody('internal_error', 'Internal error.'))
          : undefined,
      ),
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
    mockFetch(story({ ...aMessage(), status: 'exploded' }, deliveredEvents));
    renderPage(detailPath);
    expect(await screen.findByRole('alert')).toHaveTextContent('data.message.status');
  });

  it('keeps what it showed when a refresh fails, and says so', async () => {
    let messageCalls = 0;
    mockFetch((path) => {
      if (path === detailPath && ++messageCalls > 1) {
        return jsonResponse(503, errorBody('internal_error', 'The service is restarting.'));
      }
      return story(aMessage({ status: 'deferred', delivered_at: null }), deliveredEvents.slice(0, 1))(path);
    });
    renderPage(detailPath);
    const alert = await screen.findByRole('alert', {}, { timeout: liveIntervalMs * 3 });
    expect(alert).toHaveTextContent("Couldn't refresh: The service is restarting.");
    expect(screen.getByRole('heading', { name: 'Your receipt from Acme Shop' })).toBeVisible();
    expect(screen.getByText(statusMeta.deferred.meaning)).toBeVisible();
  });

  it('shows both responses as received behind the raw JSON toggle', async () => {
    mockFetch(story(aMessage(), [{ type: '<b>x</b>', timestamp: '2026-11-21T10:00:00.000Z' }]));
    renderPage(detailPath);
    const toggle = await screen.findByRole('button', { name: 'Raw JSON' });
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('view=raw');
    const message = screen.getByRole('region', { name: `GET /api/v1/messages/${messageId}` });
    expect(message.querySelector('pre')).toHaveTextContent('"extra_field": "kept"');
    const events = screen.getByRole('region', { name: `GET /api/v1/messages/${messageId}/events` });
    expect(events.querySelector('pre')).toHaveTextContent('"type": "<b>x</b>"');
    expect(events.querySelector('b')).toBeNull();
  });

  it('follows a queued message until it is delivered, then stops saying Live', async () => {
    let messageCalls = 0;
    mockFetch((path) => {
      if (path === detailPath) messageCalls++;
      const delivered = messageCalls > 1;
      const message = delivered ? aMessage() : aMessage({ status: 'queued', delivered_at: null });
      return story(message, delivered ? deliveredEvents : deliveredEvents.slice(0, 1))(path);
    });
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

  it.each(['delivered', 'hard_bounced', 'complained', 'failed'])('stops at %s', (status) => {
    expect(storyRefetchInterval(queryWith(status))).toBe(false);
  });

  it('never polls from a hidden tab', () => {
    expect(messageQueries.detail(messageId).refetchIntervalInBackground).not.toBe(true);
  });
});

describe('suppression context', () => {
  it('links a hard-bounced address to the suppressions page when it is suppressed', async () => {
    const fetch = mockFetch(
      story(bounced, bounceEvents, (path) =>
        path === '/suppressions'
          ? jsonResponse(200, success({ suppressions: [suppression], total: 1 }))
          : undefined,
      ),
    );
    renderPage(detailPath);
    const region = await screen.findByRole('region', { name: 'Suppression' });
    expect(region).toHaveTextContent('Suppressed.');
    expect(region).toHaveTextContent('after a hard bounce');
    const link = within(region).getByRole('link', { name: 'View in suppressions' });
    expect(link).toHaveAttribute('href', '/suppressions?q=bounce%40example.com');
    expect(
      fetch.mock.calls.some(([url]) =>
        String(url).includes('/suppressions?q=bounce%40example.com&limit=100&order=email_asc'),
      ),
    ).toBe(true);
    await userEvent.setup().click(link);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/suppressions?q=bounce%40example.com',
    );
  });

  it('does not take a longer address that merely contains this one for a match', async () => {
    mockFetch(
      story(bounced, bounceEvents, (path) =>
        path === '/suppressions'
          ? jsonResponse(
              200,
              success({ suppressions: [{ ...suppression, email: 'xbounce@example.com' }], total: 1 }),
            )
          : undefined,
      ),
    );
    renderPage(detailPath);
    expect(await screen.findByText(/is not on the suppression list/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'View in suppressions' })).toBeNull();
  });

  it('explains instead of asking when the key lacks the admin permission', async () => {
    const fetch = mockFetch(story(bounced, bounceEvents));
    renderPage(detailPath, { admin: false, stats: true });
    expect(await screen.findByText(/needs a key with the admin permission/)).toBeVisible();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/suppressions'))).toBe(false);
  });
});
