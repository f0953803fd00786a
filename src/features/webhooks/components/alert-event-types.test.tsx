import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { alertWebhookEventTypes } from '@/contract';
import { learnCapability } from '@/lib/capabilities';
import { api, ok, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { hook } from '../test/fixtures';
import { WebhooksPage } from './webhooks-page';

const server = startMswServer();

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add webhook' }) };
}

describe('alert events in the event type picker', () => {
  it('are offered where the service has alerts, and sent with the rest', async () => {
    let body: { event_types?: string[] } = {};
    server.use(
      http.get(api('/webhooks'), () => reply(200, ok({ webhooks: [], total: 0 }))),
      http.post(api('/webhooks'), async ({ request }) => {
        body = (await request.json()) as typeof body;
        return reply(
          201,
          ok({ webhook: { ...hook(), secret: 'whsec_Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4OTAxMjM0NTY' } }),
        );
      }),
    );
    learnCapability('listAlerts', true);
    renderWithProviders(<WebhooksPage />, { url: '/webhooks', paths: ['/webhooks', '/webhooks/:id'] });
    const { user, dialog } = await openDialog();
    for (const type of alertWebhookEventTypes) {
      expect(within(dialog).getByRole('checkbox', { name: type })).not.toBeChecked();
    }
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://hooks.example.com/alerts');
    await user.click(within(dialog).getByRole('checkbox', { name: 'alert.triggered' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(body.event_types).toEqual(['bounced', 'complained', 'alert.triggered']));
  });

  it('are not offered where the service has no alerts', async () => {
    server.use(http.get(api('/webhooks'), () => reply(200, ok({ webhooks: [], total: 0 }))));
    learnCapability('listAlerts', false);
    renderWithProviders(<WebhooksPage />, { url: '/webhooks', paths: ['/webhooks', '/webhooks/:id'] });
    const { dialog } = await openDialog();
    expect(within(dialog).queryByRole('checkbox', { name: 'alert.triggered' })).not.toBeInTheDocument();
  });
});
