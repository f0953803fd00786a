import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@/contract';
import { api, apiPath, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { publishedSpecOnly } from '@/test/published-spec-only';
import { renderWithProviders } from '@/test/render';
import { attempt, delivery, hook } from '../test/fixtures';
import { WebhooksPage } from './webhooks-page';

/** The webhooks page at `url`, as the router mounts it. */
const renderPage = (url: string) =>
  renderWithProviders(<WebhooksPage />, { url, paths: ['/webhooks', '/webhooks/:id'] });

const server = startMswServer();
const requests = recordRequests(server);

const failed = delivery({
  id: '11111111-1111-4111-8111-111111111111',
  event_type: 'bounced',
  state: 'failed',
  attempts: [
    attempt(500, { attempted_at: '2026-11-21T05:00:01.000Z', latency_ms: 12 }),
    attempt(null, { attempted_at: '2026-11-21T05:00:06.000Z', latency_ms: 10_000 }),
    attempt(503, { attempted_at: '2026-11-21T05:01:06.000Z', latency_ms: 8 }),
  ],
});
const fine = delivery({ attempts: [attempt(200)] });

/** A service with the extensions: the list, one webhook's log, test, retry, rotate, delete. */
function extendedService() {
  let log: WebhookDelivery[] = [failed, fine];
  server.use(
    http.all(api('/webhooks'), () => reply(200, ok({ webhooks: [hook()], total: 1 }))),
    http.all(api('/webhooks/7/deliveries'), () => reply(200, ok({ deliveries: log }))),
    http.post(api('/webhooks/7/test'), () =>
      reply(
        200,
        ok({
          delivery: delivery({
            id: '22222222-2222-4222-8222-222222222222',
            attempts: [attempt(204, { latency_ms: 31 })],
          }),
        }),
      ),
    ),
    http.all(api(`/webhooks/7/deliveries/${failed.id}/retry`), () => {
      const retried = delivery({
        ...failed,
        state: 'succeeded',
        attempts: [...failed.attempts, attempt(200, { latency_ms: 5 })],
      });
      log = log.map((d) => (d.id === failed.id ? retried : d));
      return reply(200, ok({ delivery: retried }));
    }),
    http.post(api('/webhooks/7/rotate-secret'), () =>
      reply(
        200,
        ok({ webhook: { ...hook(), secret: 'whsec_bmV3LXNlY3JldC1mb3ItdGhlLXRlc3Qtb25seS0wMTIzNA' } }),
      ),
    ),
    http.delete(api('/webhooks/7'), () => reply(200, ok({ webhook: hook() }))),
    http.all(api('/*'), ({ request }) =>
      reply(404, errorBody('not_found', `There is no API route ${request.method} ${apiPath(request)}.`)),
    ),
  );
}

describe('webhook detail', () => {
  it('lists deliveries with their status, and a delivery’s attempts newest first', async () => {
    extendedService();
    renderPage('/webhooks/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'https://hooks.example.com/email' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Deliveries, newest first' });
    const [, failedRow] = within(table).getAllByRole('row');
    expect(failedRow).toHaveTextContent(/bounced.*Failed.*3 attempts.*HTTP 503/);
    await userEvent.setup().click(within(failedRow!).getByRole('button', { name: 'Show attempts' }));
    const attempts = within(screen.getByRole('region', { name: 'Attempts' })).getAllByRole('listitem');
    expect(attempts.map((a) => a.textContent)).toEqual([
      expect.stringMatching(/^Attempt 3HTTP 5038 ms.*answer 503/),
      expect.stringMatching(/^Attempt 2No answer10 s.*timed out after 10000 ms/),
      expect.stringMatching(/^Attempt 1HTTP 50012 ms.*answer 500/),
    ]);
  });

  it('opens the log as its URL says: the filter, the open delivery and the latest 200', async () => {
    extendedService();
    renderPage(`/webhooks/7?state=failed&delivery=${failed.id}&limit=200`);
    const table = await screen.findByRole('table', { name: 'Deliveries, newest first' });
    expect(screen.getByRole('button', { name: /^Failed/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(3); // the header, the failed one, its attempts
    expect(screen.getByRole('region', { name: 'Attempts' })).toBeInTheDocument();
    expect(requests.map((r) => apiPath(r))).toContain('/webhooks/7/deliveries?limit=200');
  });

  it('drops a filter, delivery or size the URL cannot mean, rewrites the URL and shows the whole log', async () => {
    extendedService();
    const { search, router } = renderPage('/webhooks/7?state=bouncing&delivery=not-a-uuid&limit=75');
    const table = await screen.findByRole('table', { name: 'Deliveries, newest first' });
    await waitFor(() => expect(search().toString()).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(3); // the header and both deliveries
    expect(requests.map((r) => apiPath(r))).toContain('/webhooks/7/deliveries?limit=50');
  });

  it('sends a test event and shows the answer inline', async () => {
    extendedService();
    renderPage('/webhooks/7');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event delivered')).toBeInTheDocument();
    expect(screen.getByText('HTTP 204 in 31 ms.')).toBeInTheDocument();
    expect(
      requests.some((request) => request.url.endsWith('/webhooks/7/test') && request.method === 'POST'),
    ).toBe(true);
  });

  it('retries a failed delivery and shows how it went', async () => {
    extendedService();
    renderPage('/webhooks/7');
    const table = await screen.findByRole('table');
    const retry = within(table).getAllByRole('button', { name: 'Retry' });
    expect(retry).toHaveLength(1);
    await userEvent.setup().click(retry[0]!);
    expect(await screen.findByText('Retried bounced delivery: HTTP 200 in 5 ms.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument(),
    );
  });

  it('rotates the secret after a confirmation and shows the new one once', async () => {
    extendedService();
    renderPage('/webhooks/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const confirm = screen.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    const secret = 'whsec_bmV3LXNlY3JldC1mb3ItdGhlLXRlc3Qtb25seS0wMTIzNA';
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue(secret);
    expect(within(shown).getByLabelText('Signing secret')).toHaveFocus();
    expect(within(shown).getByText("Copy this secret now. It won't be shown again.")).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    expect(screen.getByRole('dialog', { name: 'Rotate the signing secret?' })).toBeInTheDocument();
  });

  it('asks before deleting, naming the URL, then goes back to the list', async () => {
    extendedService();
    const { router, queryClient } = renderPage('/webhooks/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete webhook?' });
    expect(dialog).toHaveAccessibleDescription(
      'https://hooks.example.com/email stops receiving events at once.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete webhook' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/webhooks'));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
    // The list page is up, and what it asked for answered while this test's service still answers.
    await screen.findByRole('tablist', { name: 'Webhooks' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });

  it('on a service without the extensions, hides the log, test and rotation but keeps delete', async () => {
    server.use(
      http.all(api('/webhooks'), () => reply(200, ok({ webhooks: [hook()], total: 1 }))),
      http.all(api('/*'), () => reply(404, errorBody('not_found', 'Not found.'))),
    );
    renderPage('/webhooks/7');
    expect(await screen.findByText(/doesn't offer a delivery log/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send test event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rotate secret' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('against a service with only the published spec: the same data, no extension offered or asked twice', async () => {
    extendedService();
    server.use(...publishedSpecOnly());
    renderPage('/webhooks/7');
    expect(await screen.findByText(/doesn't offer a delivery log/)).toBeInTheDocument();
    for (const name of ['Send test event', 'Rotate secret', 'Replay', 'Edit', 'Pause']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // The log was asked once (the list confirmed the webhook is there), the audit trail once.
    const asked = requests.map((r) => apiPath(r).replace(/\?.*/, ''));
    expect(asked.filter((p) => p === '/webhooks/7/deliveries')).toHaveLength(1);
    expect(asked.filter((p) => p === '/audit-log')).toHaveLength(1);
  });

  it('notices a webhook deleted elsewhere instead of calling the log unsupported', async () => {
    let listed = [hook()];
    server.use(
      http.all(api('/webhooks'), () => reply(200, ok({ webhooks: listed, total: listed.length }))),
      http.all(api('/*'), () => {
        listed = [];
        return reply(404, errorBody('not_found', 'Webhook 7 not found.'));
      }),
    );
    renderPage('/webhooks/7');
    expect(await screen.findByText('No such webhook')).toBeInTheDocument();
    expect(screen.queryByText(/doesn't offer a delivery log/)).not.toBeInTheDocument();
  });

  it('says so when the webhook does not exist', async () => {
    extendedService();
    renderPage('/webhooks/99');
    expect(await screen.findByText('No such webhook')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all webhooks' })).toHaveAttribute('href', '/webhooks');
  });
});
