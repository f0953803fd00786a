import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, errorBody, ok, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { AddSuppressionDialog } from './add-suppression-dialog';

const server = startMswServer();
const existing = {
  id: 7,
  email: 'jane@example.com',
  reason: 'hard_bounce',
  created_at: '2026-03-04T05:06:07.000Z',
};

function renderDialog() {
  const onClose = vi.fn();
  const onShow = vi.fn();
  renderWithProviders(<AddSuppressionDialog open onClose={onClose} onShow={onShow} />);
  return { onClose, onShow, user: userEvent.setup() };
}

describe('AddSuppressionDialog', { timeout: 30_000 }, () => {
  it('refuses an invalid address in the form, before any request', async () => {
    const posted = vi.fn();
    server.use(http.post(api('/suppressions'), posted));
    const { user } = renderDialog();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Reason')).toHaveValue('manual');

    await user.click(screen.getByRole('button', { name: 'Add suppression' }));
    expect(email).toHaveAccessibleDescription('Enter an email address.');
    await user.type(email, 'jane@');
    await user.click(screen.getByRole('button', { name: 'Add suppression' }));
    expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // RFC 5321: at most 64 characters before the @, said in those words.
    await user.clear(email);
    await user.type(email, `${'a'.repeat(65)}@example.com`);
    await user.click(screen.getByRole('button', { name: 'Add suppression' }));
    expect(email).toHaveAccessibleDescription(
      'The part before the @ can be at most 64 characters (RFC 5321).',
    );
    expect(posted).not.toHaveBeenCalled();
  });

  it('sends the trimmed, lower-cased address with the chosen reason and closes', async () => {
    let body: unknown;
    server.use(
      http.post(api('/suppressions'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          ok({ suppression: { ...existing, email: 'new@example.com', reason: 'unsubscribe' } }),
          {
            status: 201,
          },
        );
      }),
    );
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText('Email'), '  New@Example.COM ');
    await user.selectOptions(screen.getByLabelText('Reason'), 'unsubscribe');
    await user.click(screen.getByRole('button', { name: 'Add suppression' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toEqual({ email: 'new@example.com', reason: 'unsubscribe', source: { type: 'dashboard' } });
    expect(await screen.findByText('new@example.com is now suppressed (unsubscribe).')).toBeInTheDocument();
  });

  it('sends the plain body again to a service that refuses the unknown source field', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/suppressions'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if ('source' in body)
          return HttpResponse.json({ error: 'Unrecognized key: "source"' }, { status: 400 });
        return HttpResponse.json(ok({ suppression: { ...existing, email: 'new@example.com' } }), {
          status: 201,
        });
      }),
    );
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Add suppression' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies.at(-1)).toEqual({ email: 'new@example.com', reason: 'manual' });
  });

  it('says an address is already suppressed, with its reason and date, from the 409', async () => {
    server.use(
      http.post(api('/suppressions'), () =>
        HttpResponse.json(
          errorBody('conflict', 'jane@example.com is already suppressed.', [
            { field: 'email', message: 'is already suppressed', existing },
          ]),
          {
            status: 409,
          },
        ),
      ),
    );
    const { user, onShow, onClose } = renderDialog();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Add suppression' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('jane@example.com is already suppressed.');
    expect(alert).toHaveTextContent('Hard bounce');
    expect(alert).toHaveTextContent('4 Mar 2026, 05:06:07 UTC');
    expect(alert).not.toHaveTextContent("Couldn't add");
    await user.click(screen.getByRole('button', { name: 'Show it in the list' }));
    expect(onShow).toHaveBeenCalledWith(existing);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('looks the row up when a 409 does not carry it', async () => {
    server.use(
      http.post(api('/suppressions'), () =>
        HttpResponse.json(errorBody('conflict', 'Conflict.'), { status: 409 }),
      ),
      http.get(api('/suppressions'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('q')).toBe('jane@example.com');
        return HttpResponse.json(
          ok({ suppressions: [{ ...existing, reason: 'complaint' }], total: 1, next_cursor: null }),
        );
      }),
    );
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Add suppression' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Complaint'));
  });

  it('shows any other failure with the request id, keeping what was typed', async () => {
    server.use(
      http.post(api('/suppressions'), () =>
        HttpResponse.json(errorBody('internal_error', 'Something broke.'), {
          status: 500,
          headers: { 'X-Request-Id': 'req_42' },
        }),
      ),
    );
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Add suppression' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't add the address");
    expect(alert).toHaveTextContent('req_42');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
  });
});
