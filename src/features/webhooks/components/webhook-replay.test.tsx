import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@/contract';
import { api, apiPath, errorBody, ok, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { attempt, delivery, hook } from '../test/fixtures';
import { WebhooksPage } from './webhooks-page';

const renderPage = () =>
  renderWithProviders(<WebhooksPage />, { url: '/webhooks/7', paths: ['/webhooks', '/webhooks/:id'] });
const server = startMswServer();

const failed = delivery({
  id: '11111111-1111-4111-8111-111111111111',
  state: 'failed',
  attempts: [attempt(500)],
});

/** A service with the log; `replay` answers the replay route (404 when it has none). */
function service({
  replay,
  webhook = hook({ secret_rotates_at: null }),
}: {
  replay: (body: { dry_run?: boolean; failed_only?: boolean; since: string }) => Response;
  webhook?: ReturnType<typeof hook>;
}) {
  let log: WebhookDelivery[] = [failed];
  const bodies: unknown[] = [];
  server.use(
    http.all(api('/webhooks'), () => reply(200, ok({ webhooks: [webhook], total: 1 }))),
    http.all(api('/webhooks/7/deliveries'), () => reply(200, ok({ deliveries: log }))),
    http.post(api('/webhooks/7/replay'), async ({ request }) => {
      const body = (await request.json()) as Parameters<typeof replay>[0];
      bodies.push(body);
      if (!body.dry_run) log = [{ ...failed, state: 'pending' }];
      return replay(body);
    }),
    http.all(api('/*'), ({ request }) =>
      reply(404, errorBody('not_found', `There is no API route ${request.method} ${apiPath(request)}.`)),
    ),
  );
  return { bodies, settle: () => (log = [{ ...failed, state: 'succeeded' }]) };
}

/** The service's 400 naming one field. */
const refusedAt = (field: string, message: string) =>
  reply(400, errorBody('invalid_request', 'Invalid request body.', [{ field, message }]));

/** A 400's problem at its control (marked, described) and not said again under the fields. */
async function expectAtField(dialog: HTMLElement, control: HTMLElement, problem: RegExp) {
  await waitFor(() => expect(control).toHaveAttribute('aria-invalid', 'true'));
  expect(control).toHaveAccessibleDescription(problem);
  expect(within(dialog).queryByText('Invalid request body.')).not.toBeInTheDocument();
}

/** Opens Rotate secret, asks for the new secret to take over after `hours` and submits. */
async function rotateAfter(user: ReturnType<typeof userEvent.setup>, hoursText: string) {
  await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
  const dialog = screen.getByRole('dialog', { name: 'Rotate the signing secret?' });
  await user.click(within(dialog).getByRole('radio', { name: 'After' }));
  const hours = within(dialog).getByRole('spinbutton', { name: 'Hours until the new secret takes over' });
  await user.clear(hours);
  await user.type(hours, hoursText);
  await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
  return { dialog, hours };
}

describe('replay on a webhook’s page', () => {
  it('shows the dry run’s count before confirming, then the pending count', async () => {
    const { bodies } = service({
      replay: (body) =>
        reply(200, ok({ replayed: body.failed_only ? 1 : 4, in_flight: 0, dry_run: body.dry_run ?? false })),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Replay' }));
    const dialog = screen.getByRole('dialog', { name: 'Replay deliveries' });
    expect(await within(dialog).findByText('4 deliveries will be sent again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Failed deliveries only' }));
    expect(await within(dialog).findByText('1 delivery will be sent again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Since midnight UTC' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ since: expect.stringMatching(/T00:00:00\.000Z$/) }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm replay' }));
    const progress = await screen.findByRole('dialog', { name: 'Replaying deliveries' });
    expect(within(progress).getByText(/1 delivery was queued again/)).toBeInTheDocument();
    expect(within(progress).getByRole('status')).toHaveTextContent('1 pending');
    expect(bodies.at(-1)).toEqual({ since: expect.any(String), failed_only: true });
  });

  it('shows the service’s error when the replay fails', async () => {
    service({
      replay: (body) =>
        body.dry_run
          ? reply(200, ok({ replayed: 2, dry_run: true }))
          : reply(
              400,
              errorBody('invalid_request', 'Invalid request body: since must not be in the future.'),
            ),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Replay' }));
    const dialog = screen.getByRole('dialog', { name: 'Replay deliveries' });
    await within(dialog).findByText('2 deliveries will be sent again.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm replay' }));
    expect(await within(dialog).findByText(/since must not be in the future/)).toBeInTheDocument();
  });

  it('on a service without replay, disables the button with a quiet note', async () => {
    service({ replay: () => reply(405, errorBody('method_not_allowed', 'No.')) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Replay' }));
    expect(await screen.findAllByText(/does not offer replay/)).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Replay' })).toBeDisabled();
  });

  it('asks for a time when the custom one is cleared, and offers no Confirm then', async () => {
    service({ replay: () => reply(200, ok({ replayed: 3, dry_run: true })) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Replay' }));
    const dialog = screen.getByRole('dialog', { name: 'Replay deliveries' });
    await user.click(within(dialog).getByRole('button', { name: 'Custom' }));
    await user.clear(within(dialog).getByLabelText('Since (your local time)'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Choose a date and time');
    expect(within(dialog).getByRole('button', { name: 'Confirm replay' })).toBeDisabled();
  });

  it('stages a rotation for later and says when it takes over', async () => {
    service({ replay: () => reply(404, errorBody('not_found', 'No.')) });
    let sent: unknown;
    server.use(
      http.post(api('/webhooks/7/rotate-secret'), async ({ request }) => {
        sent = await request.json();
        return reply(
          200,
          ok({
            webhook: {
              ...hook(),
              secret_rotates_at: '2026-11-22T08:00:00.000Z',
              secret: 'whsec_c3RhZ2VkLXNlY3JldA',
            },
          }),
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    // The contract's check, at the field, before anything is sent.
    const { dialog, hours } = await rotateAfter(user, '200');
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(hours).toHaveAccessibleDescription(/Must be a number of hours from 0 to 168\./);
    expect(hours).toHaveFocus();
    expect(sent).toBeUndefined();
    await user.clear(hours);
    await user.type(hours, '6');
    expect(hours).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    const revealed = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(revealed).getByRole('status')).toHaveTextContent(
      'New secret takes over at 22 Nov 2026, 08:00:00 UTC',
    );
    expect(sent).toEqual({ activate_in_hours: 6 });
  });

  it('shows a 400 about the hours at the hours field, and nothing else', async () => {
    service({ replay: () => reply(404, errorBody('not_found', 'No.')) });
    server.use(
      http.post(api('/webhooks/7/rotate-secret'), () =>
        refusedAt('activate_in_hours', 'must be at least 1 hour on this service'),
      ),
    );
    renderPage();
    const { dialog, hours } = await rotateAfter(userEvent.setup(), '0.5');
    await expectAtField(dialog, hours, /Must be at least 1 hour on this service\./);
    expect(hours).toHaveFocus();
  });

  it('shows a 400 about the start at the custom time, and nothing else', async () => {
    service({
      replay: (body) =>
        body.dry_run
          ? reply(200, ok({ replayed: 2, dry_run: true }))
          : refusedAt('since', 'must not be before the log keeps deliveries (7 days)'),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Replay' }));
    const dialog = screen.getByRole('dialog', { name: 'Replay deliveries' });
    await user.click(within(dialog).getByRole('button', { name: 'Custom' }));
    await within(dialog).findByText('2 deliveries will be sent again.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm replay' }));
    const field = within(dialog).getByLabelText('Since (your local time)');
    await expectAtField(dialog, field, /Must not be before the log keeps deliveries \(7 days\)\./);
    // Another start is another question: the problem goes with the change.
    await user.click(within(dialog).getByRole('button', { name: 'Last hour' }));
    expect(within(dialog).queryByText(/Must not be before/)).not.toBeInTheDocument();
  });

  it('says when a staged secret takes over', async () => {
    service({
      replay: () => reply(404, errorBody('not_found', 'No.')),
      webhook: hook({ secret_rotates_at: '2026-11-22T08:00:00.000Z' }),
    });
    renderPage();
    const note = (await screen.findAllByRole('note')).find((n) => n.textContent?.includes('takes over'));
    expect(note).toHaveTextContent(
      /signed with the current secret\. New secret takes over at 22 Nov 2026, 08:00:00 UTC/,
    );
  });
});
