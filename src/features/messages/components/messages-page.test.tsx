import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/session';
import { errorBody, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { aMessage, deliveredEvents, messageId, renderPage, success } from '../test/render-page';

const list = (messages = [aMessage()], next_cursor: string | null = null) =>
  jsonResponse(200, success({ messages, next_cursor }));

/** A service with the recipient-search extension and one delivered message. */
const service = (path: string) => {
  if (path === '/messages') return list();
  if (path === `/messages/${messageId}`) return jsonResponse(200, success({ message: aMessage() }));
  if (path === `/messages/${messageId}/events`)
    return jsonResponse(200, success({ events: deliveredEvents }));
  if (path === '/domains')
    return jsonResponse(200, success({ domains: [{ id: 1, name: 'mail.acme-shop.com' }] }));
  return jsonResponse(404, errorBody('not_found', 'Not found.'));
};

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;
const box = () => screen.getByRole('searchbox', { name: /Message ID/ });

afterEach(() => {
  signOut();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('MessagesPage lookup', () => {
  it('refuses an invalid id inline, before any request for it', async () => {
    const fetch = mockFetch(service);
    renderPage('/messages');
    const user = userEvent.setup();
    await user.type(box(), 'not-a-message');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(box()).toHaveAccessibleDescription(/not a valid message ID/);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/messages');
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => !u.includes('to=nobody'))).toEqual([]);
  });

  it('opens a pasted id with quotes and spaces as the message detail', async () => {
    mockFetch(service);
    renderPage('/messages');
    const user = userEvent.setup();
    await user.type(box(), `  "<${messageId.toUpperCase()}>"  `);
    await user.keyboard('{Enter}');
    expect(location()).toBe(`/messages/${messageId}`);
    expect(await screen.findByRole('heading', { name: 'Your receipt from Acme Shop' })).toBeVisible();
  });

  it("lists a recipient's messages, each linking to its detail", async () => {
    const fetch = mockFetch(service);
    renderPage('/messages');
    const user = userEvent.setup();
    await user.type(box(), 'Jane <JANE@example.com>');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(location()).toBe('/messages?to=jane%40example.com');
    const results = await screen.findByRole('list', { name: 'Messages to jane@example.com' });
    const link = within(results).getByRole('link', { name: 'Your receipt from Acme Shop' });
    expect(link).toHaveAttribute('href', `/messages/${messageId}`);
    expect(within(results).getByText('Delivered')).toBeVisible();
    expect(
      fetch.mock.calls.some(([url]) => String(url).includes('/messages?to=jane%40example.com&limit=20')),
    ).toBe(true);
  });

  it('accepts only ids, and says so, when the service has no recipient search', async () => {
    const fetch = mockFetch((path, init) =>
      path === '/messages' && (init?.method ?? 'GET') === 'GET'
        ? jsonResponse(405, errorBody('method_not_allowed', 'Method not allowed.'))
        : service(path),
    );
    renderPage('/messages');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Message ID' })).toBeVisible());
    expect(screen.getByText(/doesn't offer search by recipient/)).toBeVisible();
    const user = userEvent.setup();
    await user.type(box(), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(box()).toHaveAccessibleDescription(/not a valid message ID/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('pages through a recipient with the cursor in the URL and filters by status', async () => {
    const fetch = mockFetch((path) => (path === '/messages' ? list([aMessage()], 'c2') : service(path)));
    renderPage('/messages?to=jane%40example.com');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Older messages' }));
    expect(location()).toBe('/messages?to=jane%40example.com&cursor=c2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Hard bounced');
    expect(location()).toBe('/messages?to=jane%40example.com&status=hard_bounced');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('status=hard_bounced'))).toBe(true),
    );
  });
});

describe('recent lookups', () => {
  it('keeps the ids of opened messages only, and clears them', async () => {
    mockFetch(service);
    const { unmount } = renderPage(`/messages/${messageId}`);
    await screen.findByRole('heading', { name: 'Your receipt from Acme Shop' });
    unmount();
    renderPage('/messages');
    const recent = screen.getByRole('list', { name: 'Recent lookups' });
    expect(within(recent).getByRole('link', { name: messageId })).toHaveAttribute(
      'href',
      `/messages/${messageId}`,
    );
    expect(localStorage.getItem('relaydesk.messages.recent')).not.toMatch(/receipt|jane/i);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear recent lookups' }));
    expect(screen.queryByRole('list', { name: 'Recent lookups' })).toBeNull();
  });
});
