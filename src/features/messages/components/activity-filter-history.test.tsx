import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { session } from '@/lib/session';
import { api, errorBody, ok, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { MessagesPage } from './messages-page';

const server = startMswServer();
afterEach(() => session.signOut());

describe('the activity log in the browser history', () => {
  it('steps Back through filter changes, a typed search being one step', async () => {
    server.use(
      http.get(api('/messages'), () => reply(200, ok({ messages: [], next_cursor: null, total: 0 }))),
      http.all(api('/*'), () => reply(404, errorBody('not_found', 'Not found.'))),
    );
    const { location, router } = renderWithProviders(<MessagesPage />, {
      url: '/messages',
      paths: ['/messages', '/messages/:id'],
      permissions: { admin: true, stats: true },
    });
    await screen.findByText('No messages yet');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(location()).toBe('/messages?status=failed'));
    await user.selectOptions(screen.getByLabelText('Provider'), 'Gmail');
    await waitFor(() => expect(location()).toBe('/messages?status=failed&provider=gmail'));
    const box = screen.getByLabelText('Subject contains');
    await user.type(box, 'inv');
    await waitFor(() => expect(location()).toContain('subject=inv'));
    await user.type(box, 'oice{Enter}');
    await waitFor(() => expect(location()).toContain('subject=invoice'));

    await act(() => router.navigate(-1));
    expect(location()).toBe('/messages?status=failed&provider=gmail');
    await waitFor(() => expect(screen.getByLabelText('Subject contains')).toHaveValue(''));
    await act(() => router.navigate(-1));
    expect(location()).toBe('/messages?status=failed');
    expect(screen.getByLabelText('Provider')).toHaveValue('');
    await act(() => router.navigate(-1));
    expect(location()).toBe('/messages');
    expect(screen.getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'false');
  }, 15_000);
});
