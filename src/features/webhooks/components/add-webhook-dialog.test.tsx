import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { webhookEventTypes, type Webhook } from '@/contract';
import { api, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { hook } from '../test/fixtures';
import { WebhooksPage } from './webhooks-page';

/** The webhooks page at `url`, as the router mounts it. */
const renderPage = (url: string) =>
  renderWithProviders(<WebhooksPage />, { url, paths: ['/webhooks', '/webhooks/:id'] });

const server = startMswServer();
const requests = recordRequests(server);
const noWebhooks = () => server.use(http.all(api('/*'), () => reply(200, ok({ webhooks: [], total: 0 }))));

const secret = 'whsec_Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4OTAxMjM0NTY';

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add webhook' }) };
}

describe('Add webhook', () => {
  it('offers one checkbox per event type, named by the type, bounced and complained already ticked', async () => {
    noWebhooks();
    renderPage('/webhooks');
    const { dialog } = await openDialog();
    for (const type of webhookEventTypes) {
      const box = within(dialog).getByRole('checkbox', { name: type });
      if (type === 'bounced' || type === 'complained') expect(box).toBeChecked();
      else expect(box).not.toBeChecked();
    }
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(webhookEventTypes.length);
  });

  it('validates in the form: https (http only to loopback) and at least one type', async () => {
    noWebhooks();
    renderPage('/webhooks');
    const { user, dialog } = await openDialog();
    const url = within(dialog).getByLabelText('URL');
    const submit = within(dialog).getByRole('button', { name: 'Add webhook' });

    await user.click(submit);
    expect(url).toHaveAccessibleDescription(/enter the URL/i);
    expect(within(dialog).queryByText('Choose at least one event type.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'bounced' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'complained' }));
    await user.click(submit);
    expect(within(dialog).getByText('Choose at least one event type.')).toBeInTheDocument();

    await user.type(url, 'http://hooks.example.com/x');
    await user.click(within(dialog).getByRole('checkbox', { name: 'bounced' }));
    await user.click(submit);
    expect(url).toHaveAccessibleDescription(
      /must use https:\/\/ \(plain http:\/\/ is allowed only to localhost\)/i,
    );
    expect(url).toBeInvalid();

    await user.clear(url);
    await user.type(url, 'https://user:pw@hooks.example.com/x');
    expect(url).toHaveAccessibleDescription(/must not contain credentials/i);
    // Nothing but the list was ever requested: the form never sent an invalid webhook.
    expect(requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('shows the service 400 for loopback http in the form, keeping what was typed', async () => {
    server.use(
      http.post(api('/webhooks'), () =>
        reply(400, {
          status: 'error',
          error: {
            code: 'invalid_request',
            message: 'Invalid request body.',
            details: [
              {
                field: 'url',
                message:
                  'plain http:// to localhost is allowed only when the service runs with ALLOW_LOOPBACK_WEBHOOKS=1',
              },
            ],
          },
        }),
      ),
      http.get(api('/webhooks'), () => reply(200, ok({ webhooks: [], total: 0 }))),
    );
    renderPage('/webhooks');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('URL'), 'http://localhost:3000/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: 'delivered' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('URL')).toHaveAccessibleDescription(/ALLOW_LOOPBACK_WEBHOOKS=1/),
    );
    expect(within(dialog).getByLabelText('URL')).toHaveValue('http://localhost:3000/hooks');
    expect(within(dialog).getByRole('checkbox', { name: 'delivered' })).toBeChecked();
  });

  it('creates it, then shows the secret once with a copy button; closing forgets it', async () => {
    const created = hook({
      id: 9,
      url: 'https://hooks.example.com/new',
      event_types: ['delivered', 'failed'],
    });
    let webhooks: Webhook[] = [];
    let posted: unknown;
    server.use(
      http.post(api('/webhooks'), async ({ request }) => {
        posted = await request.json();
        webhooks = [created];
        return reply(201, ok({ webhook: { ...created, secret } }));
      }),
      http.get(api('/webhooks'), () => reply(200, ok({ webhooks, total: webhooks.length }))),
    );
    renderPage('/webhooks');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('URL'), '  https://hooks.example.com/new ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'failed' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'delivered' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const done = await screen.findByRole('dialog', { name: 'Webhook created' });
    // Types in the service's order, whatever order they were ticked in (bounced and complained came
    // ticked); the URL trimmed.
    expect(posted).toEqual({
      url: 'https://hooks.example.com/new',
      event_types: ['delivered', 'bounced', 'complained', 'failed'],
    });
    expect(within(done).getByLabelText('Signing secret')).toHaveValue(secret);
    expect(within(done).getByText("Copy this secret now. It won't be shown again.")).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'https://hooks.example.com/new' })).toBeInTheDocument();

    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
    await openDialog();
    expect(screen.getByLabelText('URL')).toHaveValue('');
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });
});
