import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@/contract';
import { api, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { renderWithProviders, type KeyDescription } from '@/test/render';
import { KeysPage } from './keys-page';

const server = startMswServer();
const requests = recordRequests(server);

const adminKey: ApiKey = {
  id: 1,
  name: 'ops',
  key_hint: 'abcd',
  permissions: ['admin'],
  created_at: '2026-01-01T00:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};
const listKeys = () =>
  server.use(http.get(api('/keys'), () => reply(200, ok({ keys: [adminKey], current_key_id: 1 }))));

async function openDialog(permissions: KeyDescription) {
  renderWithProviders(<KeysPage />, { url: '/keys', permissions });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create key' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Create API key' }) };
}

describe('Create API key', () => {
  it('offers only the permissions the signed-in key holds, and says why the others are not', async () => {
    listKeys();
    const { dialog } = await openDialog({ admin: true, stats: false, send: false, name: 'ops' });
    expect(within(dialog).getByRole('checkbox', { name: 'admin' })).toBeEnabled();
    for (const p of ['stats', 'send']) {
      const box = within(dialog).getByRole('checkbox', { name: p });
      expect(box).toBeDisabled();
      expect(box).not.toBeChecked();
      expect(box).toHaveAccessibleDescription(/your key lacks this permission/i);
    }
  });

  it('offers every permission to a key holding them all, stats chosen first', async () => {
    listKeys();
    const { dialog } = await openDialog({ admin: true, stats: true, send: true, name: 'all' });
    for (const p of ['admin', 'stats', 'send'])
      expect(within(dialog).getByRole('checkbox', { name: p })).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: 'stats' })).toBeChecked();
  });

  it("shows the service's refusal of a permission it could not know the key lacks", async () => {
    listKeys();
    server.use(
      http.post(api('/keys'), () =>
        reply(
          403,
          errorBody(
            'forbidden',
            'This API key lacks the "send" permission it asks to grant; a key can grant only permissions it holds. It has: admin, stats.',
          ),
        ),
      ),
    );
    // A service that only probes permissions cannot say whether the key holds `send`.
    const { user, dialog } = await openDialog({ admin: true, stats: true });
    await user.type(within(dialog).getByLabelText('Name'), 'Mailer');
    await user.click(within(dialog).getByRole('checkbox', { name: 'send' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText(/lacks the "send" permission it asks to grant/)).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
