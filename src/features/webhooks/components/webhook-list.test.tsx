import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, errorBody, ok, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { applyServiceMode, serviceModes } from '@/test/service-modes';
import { hook } from '../test/fixtures';
import { WebhooksPage } from './webhooks-page';

/** The webhooks page at `url`, as the router mounts it. */
const renderPage = (url: string) =>
  renderWithProviders(<WebhooksPage />, { url, paths: ['/webhooks', '/webhooks/:id'] });

const server = startMswServer();
/** A service that answers every request with `answer`. */
const answerAll = (answer: () => Response) => server.use(http.all(api('/*'), answer));

const health = {
  attempts_24h: 40,
  succeeded_24h: 30,
  last_status_code: 500,
  last_error: 'HTTP 500',
  last_attempt_at: '2026-11-21T05:00:00.000Z',
  pending: 3,
};

describe('webhook list', () => {
  it('leaves health out when the service does not report it (spec-only service)', async () => {
    answerAll(() => reply(200, ok({ webhooks: [hook()], total: 1 })));
    renderPage('/webhooks');
    expect(await screen.findByRole('link', { name: 'https://hooks.example.com/email' })).toBeInTheDocument();
    expect(screen.queryByText('Health (24 h)')).not.toBeInTheDocument();
    expect(screen.queryByText(/succeeded|No traffic/)).not.toBeInTheDocument();
  });

  it('offers to add the first webhook when there is none', async () => {
    answerAll(() => reply(200, ok({ webhooks: [], total: 0 })));
    renderPage('/webhooks');
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add webhook' })).toHaveLength(2);
  });

  it('says what went wrong, with the request id, and offers a retry', async () => {
    answerAll(() => reply(500, errorBody('internal_error', 'Something went wrong on our side.')));
    renderPage('/webhooks');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the webhooks");
    expect(alert).toHaveTextContent('req_test');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

// The page's main rendering against both services: the list is the spec's own endpoint, so a
// service with only the published spec shows the same (its rows without health: the test below).
describe.each(serviceModes)('webhook list against $service', ({ specOnly }) => {
  it('shows each webhook with its URL, event chips, created time and health', async () => {
    answerAll(() =>
      reply(
        200,
        ok({
          webhooks: [
            hook({ event_types: ['failed', 'delivered'], health }),
            hook({ id: 8, url: 'https://crm.example.org/in', event_types: ['opened'] }),
          ],
          total: 2,
        }),
      ),
    );
    applyServiceMode(server, specOnly);
    renderPage('/webhooks');
    const items = within(await screen.findByRole('list', { name: 'Webhooks' })).getAllByRole('listitem');
    const first = items.find((i) => i.textContent?.includes('hooks.example.com'))!;
    expect(within(first).getByRole('link', { name: 'https://hooks.example.com/email' })).toHaveAttribute(
      'href',
      '/webhooks/7',
    );
    const chips = within(within(first).getByRole('list', { name: 'Event types' })).getAllByRole('listitem');
    // The service's order (delivered before failed), not the stored one.
    expect(chips.map((c) => c.textContent)).toEqual(['delivered', 'failed']);
    expect(first).toHaveTextContent('75.0% succeeded');
    expect(first).toHaveTextContent('40 attempts in 24 h · 3 pending');
    expect(first).toHaveTextContent('Last:HTTP 500');
    expect(first.querySelector('time[datetime="2026-11-01T10:00:00.000Z"]')).toHaveTextContent(/ago$/);
  });
});
